// The style spotlight's comment section: page-wide comments (optionally about one spotlight, which feeds its rating),
// replies, once-per-visitor reactions, and the admin's deletes. Commenters' emails are stored, never selected for output.
// Deleting a comment deletes its replies (ON DELETE CASCADE) and the reactions to both (database triggers, migration
// reaction_cleanup_triggers) in the same statement, so no path here deletes reactions itself.
import "server-only";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import type { ReactionInput } from "@/lib/reactions";
import { SPOTLIGHT_REPLIES_PAGE_SIZE } from "@/lib/spotlights/schema";
import type { spotlightCommentSchema, spotlightReplySchema } from "@/lib/spotlights/comment-schema";
import { react } from "@/lib/reactions";
import { heldAnswer, screenComment } from "@/lib/moderation";
import { assertNotBanned } from "@/lib/moderation";
import { SPOTLIGHT_NOT_FOUND, spotlightExists } from "./spotlights";
import { bounded, cachedFor, expire, TAGS } from "@/lib/cache";
import { pageOf, pageWindow, type PageMeta } from "@/lib/db/paging";

export const COMMENT_NOT_FOUND = "Comment not found.";
export const REPLY_NOT_FOUND = "Reply not found.";
export { SPOTLIGHT_NOT_FOUND };

const PUBLISHED = { status: "PUBLISHED" } as const;
const replySelect = {
  id: true,
  name: true,
  content: true,
  likes: true,
  dislikes: true,
  createdAt: true,
} satisfies Prisma.SpotlightReplySelect;
// Oldest first so a thread reads top to bottom, and earlier pages stay put while people keep replying.
const replyOrder = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.SpotlightReplyOrderByWithRelationInput[];
const commentSelect = {
  id: true,
  name: true,
  content: true,
  rating: true,
  likes: true,
  dislikes: true,
  createdAt: true,
  spotlightId: true,
  // The first page of replies comes in the same call; the rest are paged (listSpotlightReplies). Only published
  // replies are public (held and hidden ones wait in the Moderation section).
  replies: { where: PUBLISHED, select: replySelect, orderBy: replyOrder, take: SPOTLIGHT_REPLIES_PAGE_SIZE },
  _count: { select: { replies: { where: PUBLISHED } } },
} satisfies Prisma.SpotlightCommentSelect;
type ReplyRow = Prisma.SpotlightReplyGetPayload<{ select: typeof replySelect }>;
type CommentRow = Prisma.SpotlightCommentGetPayload<{ select: typeof commentSelect }>;

export type SpotlightReplyDto = {
  _id: string;
  id: string;
  name: string;
  content: string;
  likes: number;
  dislikes: number;
  createdAt: string;
};
/** A comment with the first page of its replies; `repliesCount` says how many there are in all. */
export type SpotlightCommentDto = SpotlightReplyDto & {
  rating: number | null;
  spotlightId: string | null;
  replies: SpotlightReplyDto[];
  repliesCount: number;
};
export type SpotlightCommentPage = PageMeta & { comments: SpotlightCommentDto[] };
export type SpotlightReplyPage = PageMeta & { replies: SpotlightReplyDto[] };

const reactionType = (input: ReactionInput) => (input.type === "like" ? "LIKE" : "DISLIKE");
const toReplyDto = (r: ReplyRow): SpotlightReplyDto => ({ ...r, _id: r.id, createdAt: r.createdAt.toISOString() });
const toCommentDto = ({ _count, ...c }: CommentRow): SpotlightCommentDto => ({
  ...c,
  _id: c.id,
  createdAt: c.createdAt.toISOString(),
  replies: c.replies.map(toReplyDto),
  repliesCount: _count.replies,
});

async function readSpotlightComments(
  page: number,
  limit: number,
  spotlightId: string | null,
): Promise<SpotlightCommentPage> {
  const where: Prisma.SpotlightCommentWhereInput = spotlightId ? { spotlightId, ...PUBLISHED } : PUBLISHED;
  const [total, rows] = await Promise.all([
    db.spotlightComment.count({ where }),
    db.spotlightComment.findMany({
      where,
      select: commentSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, limit),
    }),
  ]);
  return { comments: rows.map(toCommentDto), ...pageOf(total, page, limit) };
}
async function cachedSpotlightComments(
  page: number,
  limit: number,
  spotlightId: string | null,
): Promise<SpotlightCommentPage> {
  "use cache";
  cachedFor(TAGS.spotlightComments);
  return readSpotlightComments(page, limit, spotlightId);
}
const commentsPage = bounded(cachedSpotlightComments, readSpotlightComments);

/**
 * Newest first; `spotlightId` narrows the list to the comments about one spotlight. Those narrowed reads (any id a
 * client sends) go to the database directly, so made-up ids store nothing.
 */
export const listSpotlightComments = (
  page: number,
  limit: number,
  spotlightId: string | null,
): Promise<SpotlightCommentPage> =>
  spotlightId ? readSpotlightComments(page, limit, spotlightId) : commentsPage(page, limit, null);

/** A page of one comment's replies, oldest first; 404 when the comment does not exist. */
export async function listSpotlightReplies(commentId: string, page: number): Promise<SpotlightReplyPage> {
  const [exists, total, rows] = await Promise.all([
    db.spotlightComment.count({ where: { id: commentId, ...PUBLISHED } }),
    db.spotlightReply.count({ where: { commentId, ...PUBLISHED } }),
    db.spotlightReply.findMany({
      where: { commentId, ...PUBLISHED },
      select: replySelect,
      orderBy: replyOrder,
      ...pageWindow(page, SPOTLIGHT_REPLIES_PAGE_SIZE),
    }),
  ]);
  if (!exists) throw new AppError("not_found", COMMENT_NOT_FOUND);
  return { replies: rows.map(toReplyDto), ...pageOf(total, page, SPOTLIGHT_REPLIES_PAGE_SIZE) };
}

async function getComment(id: string): Promise<SpotlightCommentDto> {
  const comment = await db.spotlightComment.findUnique({ where: { id }, select: commentSelect });
  if (!comment) throw new AppError("not_found", COMMENT_NOT_FOUND);
  return toCommentDto(comment);
}

/** An unknown spotlight is a 404 (the thing the comment is about does not exist), and nothing is written. */
export async function addSpotlightComment(
  input: z.output<typeof spotlightCommentSchema>,
  visitorId: string | null,
): Promise<SpotlightCommentDto | ReturnType<typeof heldAnswer>> {
  if (input.spotlightId && !(await spotlightExists(input.spotlightId)))
    throw new AppError("not_found", SPOTLIGHT_NOT_FOUND);
  const { status, holdReason, userId, addressHash } = await screenComment(
    { email: input.email, visitorId },
    input.content,
  );
  const comment = await db.spotlightComment.create({
    data: {
      userId,
      addressHash,
      name: input.name,
      email: input.email,
      content: input.content,
      rating: input.rating,
      spotlightId: input.spotlightId ?? null,
      status,
      holdReason,
      visitorId,
    },
    select: commentSelect,
  });
  if (status !== "PUBLISHED") return heldAnswer(comment.id);
  // A rated comment about a spotlight moves that spotlight's average.
  expire(TAGS.spotlightComments, TAGS.spotlights);
  return toCommentDto(comment);
}

/**
 * Answers the created reply (what the spec's old client merges into its comment) and, under `comment`, the whole
 * comment (first page of replies) so our page can swap it in place; when the new reply lies past that first page it
 * is added at the end, so whoever just replied always sees their reply there.
 */
export async function addSpotlightReply(
  commentId: string,
  input: z.output<typeof spotlightReplySchema>,
  visitorId: string | null,
): Promise<(SpotlightReplyDto & { comment: SpotlightCommentDto }) | ReturnType<typeof heldAnswer>> {
  if (!(await db.spotlightComment.count({ where: { id: commentId, ...PUBLISHED } })))
    throw new AppError("not_found", COMMENT_NOT_FOUND);
  const { status, holdReason, userId, addressHash } = await screenComment(
    { email: input.email, visitorId },
    input.content,
  );
  const reply = await db.spotlightReply.create({
    data: {
      commentId,
      name: input.name,
      email: input.email,
      content: input.content,
      status,
      holdReason,
      userId,
      visitorId,
      addressHash,
    },
    select: replySelect,
  });
  if (status !== "PUBLISHED") return heldAnswer(reply.id);
  expire(TAGS.spotlightComments);
  const created = toReplyDto(reply);
  const comment = await getComment(commentId);
  if (comment.replies.some((r) => r.id === reply.id)) return { ...created, comment };
  return { ...created, comment: { ...comment, replies: [...comment.replies, created] } };
}

/**
 * A like or dislike on a comment. The spec's old client sends its replies' reactions to the comment address too, so
 * an id that names a reply reacts to that reply (and answers it).
 */
export async function reactToSpotlightComment(
  id: string,
  visitor: string,
  input: ReactionInput,
): Promise<SpotlightCommentDto | SpotlightReplyDto> {
  await assertNotBanned({ visitorId: visitor });
  if (!(await db.spotlightComment.count({ where: { id, ...PUBLISHED } }))) {
    if (await db.spotlightReply.count({ where: { id, ...PUBLISHED } }))
      return reactToSpotlightReply(id, visitor, input);
    throw new AppError("not_found", COMMENT_NOT_FOUND);
  }
  await react("SPOTLIGHT_COMMENT", id, visitor, reactionType(input));
  expire(TAGS.spotlightComments);
  return getComment(id);
}

export async function reactToSpotlightReply(
  id: string,
  visitor: string,
  input: ReactionInput,
): Promise<SpotlightReplyDto> {
  await assertNotBanned({ visitorId: visitor });
  if (!(await db.spotlightReply.count({ where: { id, ...PUBLISHED } })))
    throw new AppError("not_found", REPLY_NOT_FOUND);
  await react("SPOTLIGHT_REPLY", id, visitor, reactionType(input));
  expire(TAGS.spotlightComments);
  return toReplyDto(await db.spotlightReply.findUniqueOrThrow({ where: { id }, select: replySelect }));
}

/** Deletes one comment with its replies and their reactions; 404 when it does not exist (or is already gone). */
export async function deleteSpotlightComment(actor: Actor, id: string): Promise<void> {
  await adminWrite(
    actor,
    async (tx) => {
      const gone = await tx.spotlightComment.findUnique({ where: { id }, select: { name: true } });
      const { count } = await tx.spotlightComment.deleteMany({ where: { id } });
      if (!gone || count === 0) throw new AppError("not_found", COMMENT_NOT_FOUND);
      return gone;
    },
    (gone) => ({ action: "DELETE", type: "spotlight-comment", recordId: id, summary: `Comment by ${gone.name}` }),
  );
  // A rated comment about a spotlight counted in that spotlight's average.
  expire(TAGS.spotlightComments, TAGS.spotlights);
}

/** Deletes every comment, reply and their reactions in one statement; answers how many comments there were. */
export async function deleteAllSpotlightComments(actor: Actor): Promise<number> {
  const { count } = await adminWrite(
    actor,
    (tx) => tx.spotlightComment.deleteMany({}),
    ({ count }) => ({ action: "DELETE", type: "spotlight-comment", summary: `All comments (${count})` }),
  );
  expire(TAGS.spotlightComments, TAGS.spotlights);
  return count;
}
