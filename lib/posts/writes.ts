// Every write of a post (lib/architecture.test.ts holds it): create, edit, restore a revision, delete, revoke the
// preview links, publish the scheduled ones when due, and store a body a read had to render (reads.ts). A save stores
// the body rendered (lib/posts/body.ts) and keeps a revision (revisions.ts) in its transaction.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { previewPath } from "@/lib/posts/preview-link";
import { adminWrite, recordActivity, SCHEDULER, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deleteFile, withStoredFile } from "@/lib/storage";
import { freeSlug, isSlug, slugify } from "@/lib/core/slug";
import type { z } from "zod";
import type { postCreateSchema, postUpdateSchema, Publication } from "@/lib/posts/schema";
import type { PostFormat } from "@/lib/posts/markdown-syntax";
import { POST_TEXT } from "@/lib/posts/copy";
import { expire, TAGS } from "@/lib/cache";
import { bodySelect, embedsOf, FORMAT_OF, FORMAT_ROW, renderedBody, renderedColumns, renderKey } from "./body";
import { withImageSizes } from "./image-sizes";
import { lookUpPlayerCards } from "./player-cards";
import { findPostRevision, keepRevision } from "./revisions";
import { MAX_LIST, postSelect, toDto, type PostDto, type PostRow } from "./posts";

/**
 * The stored columns of a post's text at save: a Markdown post's pictures get their size written in
 * (lib/posts/image-sizes.ts), its players' titles and pictures are fetched from their platforms (never failing the
 * save: player-cards.ts), and the body is rendered once for every later read. A plain-text post's text is its content.
 */
async function bodyColumns(content: string, format: PostFormat) {
  const sized = format === "plain" ? content : await withImageSizes(content);
  const columns = renderedColumns(sized, format);
  await lookUpPlayerCards(embedsOf(columns.bodyBlocks));
  return { content: sized, format: FORMAT_ROW[format], ...columns };
}

async function uniqueSlug(title: string, tx: Prisma.TransactionClient = db): Promise<string> {
  const base = slugify(title) || "post";
  return freeSlug(
    base,
    (await tx.post.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((p) => p.slug),
  );
}

/**
 * The status columns a save writes. Publishing stamps `publishedAt` only when the post was not public yet, so an edit
 * of a published post keeps its date and place in the lists. Publishing and moving back to draft replace the preview
 * key, which ends every preview link made before (a link to a draft must not show it again after a round trip).
 */
function publicationData(publication: Publication, was: PostRow["status"] | null, now = new Date()) {
  switch (publication.status) {
    case "PUBLISHED":
      return was === "PUBLISHED"
        ? {}
        : { status: "PUBLISHED" as const, publishAt: null, publishedAt: now, previewKey: randomUUID() };
    case "DRAFT":
      return { status: "DRAFT" as const, publishAt: null, ...(was === "DRAFT" ? {} : { previewKey: randomUUID() }) };
    case "SCHEDULED":
      // publishedAt is the time it goes public: the public reads show it from then on (publicPosts).
      return { status: "SCHEDULED" as const, publishAt: publication.publishAt, publishedAt: publication.publishAt };
  }
}

const statusNote = (p: PostRow) =>
  p.status === "DRAFT" ? " (draft)" : p.status === "SCHEDULED" ? ` (scheduled for ${p.publishAt?.toISOString()})` : "";

export async function createPost(
  actor: Actor,
  input: z.output<typeof postCreateSchema>,
  image: FormDataEntryValue | null,
): Promise<PostDto> {
  const publication = input.publication ?? { status: "PUBLISHED" };
  const body = await bodyColumns(input.content, input.format ?? "plain");
  const post = await withStoredFile(image, "post-image", async (imageUrl) =>
    adminWrite(
      actor,
      async (tx) => {
        const created = await tx.post.create({
          data: {
            slug: await uniqueSlug(input.title, tx),
            title: input.title,
            ...body,
            author: input.author,
            categories: input.categories,
            imageUrl,
            ...publicationData(publication, null),
          },
          select: postSelect,
        });
        await keepRevision(tx, actor, created.id, created, input.autosave);
        return created;
      },
      (p) => ({ action: "CREATE", type: "post", recordId: p.id, summary: `${p.title}${statusNote(p)}` }),
    ),
  );
  expire(TAGS.posts);
  return toDto(post);
}

/** The slug stays stable on edit so links already shared keep working. */
export async function updatePost(
  actor: Actor,
  id: string,
  input: z.output<typeof postUpdateSchema>,
  image: FormDataEntryValue | null,
): Promise<PostDto> {
  const existing = await db.post.findUnique({
    where: { id },
    select: { slug: true, imageUrl: true, status: true, format: true },
  });
  if (!existing) throw new AppError("not_found", POST_TEXT.notFound);
  // Left out (the old client), the format stays what it was.
  const body = await bodyColumns(input.content, input.format ?? FORMAT_OF[existing.format]);
  // An autosave that overwrote the previous one is logged no more than it is kept: the activity log has one entry per
  // version in History, not one per pause in the typing.
  let revision: "kept" | "overwritten" = "kept";
  const post = await withStoredFile(image, "post-image", async (imageUrl) =>
    adminWrite(
      actor,
      async (tx) => {
        const updated = await tx.post.update({
          where: { id },
          data: {
            title: input.title,
            ...body,
            author: input.author,
            categories: input.categories,
            ...(imageUrl ? { imageUrl } : {}),
            ...(input.publication ? publicationData(input.publication, existing.status) : {}),
          },
          select: postSelect,
        });
        revision = await keepRevision(tx, actor, id, updated, input.autosave);
        return updated;
      },
      (p) =>
        revision === "overwritten"
          ? []
          : { action: "UPDATE", type: "post", recordId: id, summary: `${p.title}${statusNote(p)}` },
    ),
  );
  if (post.imageUrl !== existing.imageUrl) await deleteFile(existing.imageUrl);
  expire(TAGS.posts, TAGS.post(existing.slug), TAGS.post(id));
  return toDto(post);
}

export async function deletePost(actor: Actor, id: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id }, select: { slug: true, imageUrl: true, title: true } });
  if (!post) throw new AppError("not_found", POST_TEXT.notFound);
  await adminWrite(
    actor,
    async (tx) => {
      const comments = await tx.postComment.findMany({ where: { postId: id }, select: { id: true } });
      await tx.reaction.deleteMany({ where: { target: "POST_COMMENT", targetId: { in: comments.map((c) => c.id) } } });
      await tx.post.delete({ where: { id } });
    },
    { action: "DELETE", type: "post", recordId: id, summary: post.title },
  );
  await deleteFile(post.imageUrl);
  expire(TAGS.posts, TAGS.post(post.slug), TAGS.post(id), TAGS.comments(id));
}

/** Puts a saved version's text back (the status and picture stay); the restore is itself a new revision. */
export async function restorePostRevision(actor: Actor, postId: string, revisionId: string): Promise<PostDto> {
  const revision = await findPostRevision(postId, revisionId);
  if (!revision) throw new AppError("not_found", POST_TEXT.revisionNotFound);
  const body = await bodyColumns(revision.content, revision.format);
  const post = await adminWrite(
    actor,
    async (tx) => {
      const { title, author, categories } = revision;
      const updated = await tx.post.update({
        where: { id: postId },
        data: { title, ...body, author, categories },
        select: postSelect,
      });
      await keepRevision(tx, actor, postId, updated);
      return updated;
    },
    (p) => ({
      action: "UPDATE",
      type: "post",
      recordId: postId,
      summary: `${p.title} (restored ${revision.createdAt})`,
    }),
  );
  expire(TAGS.posts, TAGS.post(post.slug), TAGS.post(postId));
  return toDto(post);
}

/** "Revoke preview links": a new preview key for the post, so every link made before answers 404. */
export async function revokePostPreviews(actor: Actor, id: string): Promise<{ path: string; expiresAt: Date } | null> {
  if (!isSlug(id)) throw new AppError("not_found", POST_TEXT.notFound);
  const post = await adminWrite(
    actor,
    (tx) =>
      tx.post.update({
        where: { id },
        data: { previewKey: randomUUID() },
        select: { id: true, title: true, status: true, previewKey: true },
      }),
    (p) => ({ action: "UPDATE", type: "post", recordId: p.id, summary: `${p.title} (preview links revoked)` }),
  );
  return post.status === "PUBLISHED" ? null : previewPath(post);
}

// ─── Scheduling ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Publishes every scheduled post whose time has come, each in its own transaction with its activity row. The update
 * only matches a post still SCHEDULED, so two runs at once (or a run racing an editor) publish each post once.
 * Returns the cache tags to expire: the caller expires them (in a request, or in this process without one).
 */
export async function publishDuePosts(now = new Date()): Promise<{ published: number; tags: string[] }> {
  const due = await db.post.findMany({
    where: { status: "SCHEDULED", publishAt: { lte: now } },
    select: { id: true, slug: true, title: true, publishAt: true },
    orderBy: { publishAt: "asc" },
    take: MAX_LIST,
  });
  const tags = new Set<string>();
  let published = 0;
  for (const post of due) {
    const done = await db.$transaction(async (tx) => {
      const { count } = await tx.post.updateMany({
        where: { id: post.id, status: "SCHEDULED", publishAt: { lte: now } },
        data: { status: "PUBLISHED", publishedAt: post.publishAt ?? now, publishAt: null, previewKey: randomUUID() },
      });
      if (count === 1) {
        await recordActivity(tx, SCHEDULER, {
          action: "UPDATE",
          type: "post",
          recordId: post.id,
          summary: `${post.title} (published on schedule)`,
        });
      }
      return count === 1;
    });
    if (done) {
      published += 1;
      tags.add(TAGS.post(post.slug)).add(TAGS.post(post.id));
    }
  }
  if (published) tags.add(TAGS.posts);
  return { published, tags: [...tags] };
}

// ─── Bodies stored before, or by another build ──────────────────────────────────────────────────────────────────────

/** How many posts one run of the due work stores the body of: the rest wait for the next run. */
const FILL_BATCH = 50;

/**
 * Stores the body of posts that have none under this server's render key (saved before bodies were stored, written
 * straight into the database by the seed or the speed scripts, or rendered by another build), a batch per run of the
 * due work. Until then their reads render them (reads.ts bodyOf), so this changes nothing anyone sees: `updatedAt`
 * (the API's, the sitemap's and JSON-LD's date) stays and no cache is expired. A body is stored only while the row
 * still holds the text it was rendered from (a save in between stored its own). Returns how many were stored.
 */
export async function fillStoredBodies(limit = FILL_BATCH): Promise<number> {
  const key = renderKey();
  const rows = await db.post.findMany({
    where: { OR: [{ bodyRenderKey: null }, { bodyRenderKey: { not: key } }] },
    select: bodySelect,
    orderBy: { id: "asc" },
    take: limit,
  });
  let stored = 0;
  for (const row of rows) {
    const { columns } = renderedBody(row);
    const { count } = await db.post.updateMany({
      where: { id: row.id, content: row.content, format: row.format },
      data: { ...columns, updatedAt: row.updatedAt },
    });
    stored += count;
  }
  return stored;
}
