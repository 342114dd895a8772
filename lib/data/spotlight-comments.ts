// The style spotlight's comment section: page-wide comments (optionally about one spotlight, which feeds its rating),
// replies, and once-per-visitor reactions. Commenters' emails are stored, never selected for output.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import type { ReactionInput, spotlightCommentSchema, spotlightReplySchema } from "@/lib/validations/spotlight";
import { react } from "./reactions";
import { spotlightExists } from "./spotlights";
import { cached, expireTags, TAGS } from "./cache";

export const COMMENT_NOT_FOUND = "Comment not found.";
export const REPLY_NOT_FOUND = "Reply not found.";
export const SPOTLIGHT_NOT_FOUND = "Spotlight not found.";

const replySelect = { id: true, name: true, content: true, likes: true, dislikes: true, createdAt: true } satisfies Prisma.SpotlightReplySelect;
const commentSelect = {
  id: true, name: true, content: true, rating: true, likes: true, dislikes: true, createdAt: true, spotlightId: true,
  // Replies come in the same call, oldest first so a thread reads top to bottom.
  replies: { select: replySelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.SpotlightCommentSelect;
type ReplyRow = Prisma.SpotlightReplyGetPayload<{ select: typeof replySelect }>;
type CommentRow = Prisma.SpotlightCommentGetPayload<{ select: typeof commentSelect }>;

export type SpotlightReplyDto = {
  _id: string; id: string; name: string; content: string; likes: number; dislikes: number; createdAt: string;
};
export type SpotlightCommentDto = SpotlightReplyDto & {
  rating: number; spotlightId: string | null; replies: SpotlightReplyDto[];
};
export type SpotlightCommentPage = { comments: SpotlightCommentDto[]; page: number; totalPages: number; total: number };

const reactionType = (input: ReactionInput) => (input.type === "like" ? "LIKE" : "DISLIKE");
const toReplyDto = (r: ReplyRow): SpotlightReplyDto => ({ ...r, _id: r.id, createdAt: r.createdAt.toISOString() });
const toCommentDto = (c: CommentRow): SpotlightCommentDto => ({
  ...c, _id: c.id, createdAt: c.createdAt.toISOString(), replies: c.replies.map(toReplyDto),
});

/** Newest first; `spotlightId` narrows the list to the comments about one spotlight. */
export async function listSpotlightComments(page: number, limit: number, spotlightId: string | null): Promise<SpotlightCommentPage> {
  const where: Prisma.SpotlightCommentWhereInput = spotlightId ? { spotlightId } : {};
  const [total, rows] = await Promise.all([
    db.spotlightComment.count({ where }),
    db.spotlightComment.findMany({
      where,
      select: commentSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  return { comments: rows.map(toCommentDto), page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
}
/** The first page rendered into the cached spotlight page. */
export const listSpotlightCommentsCached = cached(listSpotlightComments, "listSpotlightComments", () => [TAGS.spotlightComments]);

async function getComment(id: string): Promise<SpotlightCommentDto> {
  const comment = await db.spotlightComment.findUnique({ where: { id }, select: commentSelect });
  if (!comment) throw new AppError("not_found", COMMENT_NOT_FOUND);
  return toCommentDto(comment);
}

/** An unknown spotlight is a 404 (the thing the comment is about does not exist), and nothing is written. */
export async function addSpotlightComment(input: z.output<typeof spotlightCommentSchema>): Promise<SpotlightCommentDto> {
  if (input.spotlightId && !(await spotlightExists(input.spotlightId))) throw new AppError("not_found", SPOTLIGHT_NOT_FOUND);
  const comment = await db.spotlightComment.create({
    data: {
      name: input.name, email: input.email.toLowerCase(), content: input.content, rating: input.rating,
      spotlightId: input.spotlightId ?? null,
    },
    select: commentSelect,
  });
  // A rated comment about a spotlight moves that spotlight's average.
  expireTags(TAGS.spotlightComments, TAGS.spotlights);
  return toCommentDto(comment);
}

/** Answers the whole comment with its replies, so the client can swap it in place. */
export async function addSpotlightReply(commentId: string, input: z.output<typeof spotlightReplySchema>): Promise<SpotlightCommentDto> {
  if (!(await db.spotlightComment.count({ where: { id: commentId } }))) throw new AppError("not_found", COMMENT_NOT_FOUND);
  await db.spotlightReply.create({
    data: { commentId, name: input.name, email: input.email.toLowerCase(), content: input.content },
    select: { id: true },
  });
  expireTags(TAGS.spotlightComments);
  return getComment(commentId);
}

export async function reactToSpotlightComment(id: string, visitor: string, input: ReactionInput): Promise<SpotlightCommentDto> {
  if (!(await db.spotlightComment.count({ where: { id } }))) throw new AppError("not_found", COMMENT_NOT_FOUND);
  await react("SPOTLIGHT_COMMENT", id, visitor, reactionType(input));
  expireTags(TAGS.spotlightComments);
  return getComment(id);
}

export async function reactToSpotlightReply(id: string, visitor: string, input: ReactionInput): Promise<SpotlightReplyDto> {
  if (!(await db.spotlightReply.count({ where: { id } }))) throw new AppError("not_found", REPLY_NOT_FOUND);
  await react("SPOTLIGHT_REPLY", id, visitor, reactionType(input));
  expireTags(TAGS.spotlightComments);
  return toReplyDto(await db.spotlightReply.findUniqueOrThrow({ where: { id }, select: replySelect }));
}
