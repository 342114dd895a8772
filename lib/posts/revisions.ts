// A post's revisions (docs/features/posts.md "Revisions"): the text every save leaves, kept in the save's own
// transaction (the newest REVISIONS_KEPT per post), and the reads of the editor's History. Putting one back is a save
// of the post (restorePostRevision, lib/posts/writes.ts).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { actorLabel, type Actor } from "@/lib/activity";
import { isSlug } from "@/lib/core/slug";
import { REVISIONS_KEPT } from "@/lib/posts/copy";
import { FORMAT_OF } from "./body";
import type { PostRevisionDto, PostRow, PostText } from "./posts";

/**
 * Keeps the text one save left, and drops the oldest beyond REVISIONS_KEPT (inside the save's transaction). A draft's
 * autosave overwrites the newest revision when that one is the same editor's autosave too (as WordPress keeps one
 * autosave), so a long writing session does not push the deliberate saves out of History.
 */
export async function keepRevision(
  tx: Prisma.TransactionClient,
  actor: Actor,
  postId: string,
  text: PostText & { status: PostRow["status"] },
  autosave = false,
): Promise<"kept" | "overwritten"> {
  const { title, content, format, author, categories } = text;
  const fields = { title, content, format, author, categories };
  const asAutosave = autosave && text.status === "DRAFT";
  if (asAutosave) {
    const newest = await tx.postRevision.findFirst({
      where: { postId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, autosave: true, editorId: true },
    });
    if (newest?.autosave && newest.editorId === actor.id) {
      await tx.postRevision.update({ where: { id: newest.id }, data: { ...fields, createdAt: new Date() } });
      return "overwritten";
    }
  }
  await tx.postRevision.create({
    data: { postId, ...fields, autosave: asAutosave, editorId: actor.id, editorLabel: actorLabel(actor) },
  });
  const stale = await tx.postRevision.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: REVISIONS_KEPT,
    select: { id: true },
  });
  if (stale.length) await tx.postRevision.deleteMany({ where: { id: { in: stale.map((r) => r.id) } } });
  return "kept";
}

const revisionSelect = {
  id: true,
  title: true,
  content: true,
  format: true,
  author: true,
  categories: true,
  editorLabel: true,
  autosave: true,
  createdAt: true,
} satisfies Prisma.PostRevisionSelect;

const toRevisionDto = ({
  editorLabel,
  createdAt,
  format,
  ...r
}: Prisma.PostRevisionGetPayload<{ select: typeof revisionSelect }>): PostRevisionDto => ({
  ...r,
  format: FORMAT_OF[format],
  editor: editorLabel,
  createdAt: createdAt.toISOString(),
});

/** A post's saved versions, newest first (at most REVISIONS_KEPT). */
export async function listPostRevisions(postId: string): Promise<PostRevisionDto[]> {
  if (!isSlug(postId)) return [];
  const rows = await db.postRevision.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: revisionSelect,
  });
  return rows.map(toRevisionDto);
}

export async function findPostRevision(postId: string, revisionId: string): Promise<PostRevisionDto | null> {
  if (!isSlug(postId) || !isSlug(revisionId)) return null;
  const row = await db.postRevision.findFirst({ where: { id: revisionId, postId }, select: revisionSelect });
  return row && toRevisionDto(row);
}

/** The version saved just before this one (same order as the history list), or null for the first. */
export async function findRevisionBefore(postId: string, revision: PostRevisionDto): Promise<PostRevisionDto | null> {
  const at = new Date(revision.createdAt);
  const row = await db.postRevision.findFirst({
    where: { postId, OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: revision.id } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: revisionSelect,
  });
  return row && toRevisionDto(row);
}
