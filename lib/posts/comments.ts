// Comments on blog posts, persisted and paginated (5 per page). Commenters' emails are stored, never returned.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { z } from "zod";
import { COMMENTS_PAGE_SIZE, type postCommentSchema } from "@/lib/posts/comment-schema";
import type { ReactionInput } from "@/lib/reactions";
import { getPost } from "./reads";
import { react } from "@/lib/reactions";
import { heldAnswer, screenComment } from "@/lib/moderation";
import { assertNotBanned } from "@/lib/moderation";
import { bounded, cachedFor, expire, TAGS } from "@/lib/cache";
import { pageOf, pageWindow, type PageMeta } from "@/lib/db/paging";

const commentSelect = {
  id: true,
  name: true,
  text: true,
  rating: true,
  likes: true,
  dislikes: true,
  createdAt: true,
} as const;

export type PostCommentDto = {
  id: string;
  name: string;
  text: string;
  /** Null only on a comment brought from the old site, which had no ratings. */
  rating: number | null;
  likes: number;
  dislikes: number;
  createdAt: string;
};
export type CommentPage = PageMeta & { comments: PostCommentDto[]; averageRating: number | null };

const toDto = (c: { createdAt: Date } & Omit<PostCommentDto, "createdAt">): PostCommentDto => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
});

async function readPostComments(postId: string, page: number): Promise<CommentPage> {
  // Only published comments are public (held and hidden ones wait in the Moderation section).
  const where = { postId, status: "PUBLISHED" } as const;
  const [total, aggregate, rows] = await Promise.all([
    db.postComment.count({ where }),
    db.postComment.aggregate({ where, _avg: { rating: true } }),
    db.postComment.findMany({
      where,
      select: commentSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, COMMENTS_PAGE_SIZE),
    }),
  ]);
  return {
    comments: rows.map(toDto),
    ...pageOf(total, page, COMMENTS_PAGE_SIZE),
    averageRating: aggregate._avg.rating,
  };
}
async function cachedPostComments(postId: string, page: number): Promise<CommentPage> {
  "use cache";
  cachedFor(TAGS.comments(postId));
  return readPostComments(postId, page);
}
/** A page of a post's comments, newest first, with the average rating (the first page is rendered into the post). */
export const listPostComments = bounded(cachedPostComments, readPostComments);

export async function listCommentsForPost(slug: string, page: number): Promise<CommentPage> {
  const post = await getPost(slug);
  return listPostComments(post.id, page);
}

/** The new comment, or, when moderation holds it, only its id with the "awaiting approval" message. */
export async function addPostComment(
  slug: string,
  input: z.output<typeof postCommentSchema>,
  visitorId: string | null,
): Promise<PostCommentDto | ReturnType<typeof heldAnswer>> {
  const post = await getPost(slug);
  const { status, holdReason, userId, addressHash } = await screenComment(
    { email: input.email, visitorId },
    input.text,
  );
  const comment = await db.postComment.create({
    data: {
      postId: post.id,
      userId,
      visitorId,
      addressHash,
      status,
      holdReason,
      name: input.name,
      email: input.email,
      text: input.text,
      rating: input.rating,
    },
    select: commentSelect,
  });
  if (status !== "PUBLISHED") return heldAnswer(comment.id);
  expire(TAGS.comments(post.id));
  return toDto(comment);
}

export async function reactToPostComment(id: string, visitor: string, input: ReactionInput): Promise<PostCommentDto> {
  await assertNotBanned({ visitorId: visitor });
  const existing = await db.postComment.findFirst({ where: { id, status: "PUBLISHED" }, select: { postId: true } });
  if (!existing) throw new AppError("not_found", "Comment not found.");
  await react("POST_COMMENT", id, visitor, input.type === "like" ? "LIKE" : "DISLIKE");
  expire(TAGS.comments(existing.postId));
  return toDto(await db.postComment.findUniqueOrThrow({ where: { id }, select: commentSelect }));
}
