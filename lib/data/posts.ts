// Posts: the one module that reads and writes them. Returns DTOs with only the fields pages and clients use.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { deleteFile, storeFormFile } from "@/lib/storage";
import { slugify, splitCategories, SLUG_PATTERN } from "@/lib/validations/post";
import type { z } from "zod";
import type { postCreateSchema, postUpdateSchema } from "@/lib/validations/post";
import { preview } from "@/lib/text";
import { cached, expireTags, TAGS } from "./cache";

export const NOT_FOUND_MESSAGE = "Blog post not found.";
export const INVALID_SLUG_MESSAGE = "Invalid slug.";

const postSelect = {
  id: true, slug: true, title: true, author: true, categories: true, imageUrl: true, content: true, createdAt: true,
} satisfies Prisma.PostSelect;
type PostRow = Prisma.PostGetPayload<{ select: typeof postSelect }>;

export type PostDto = {
  id: string; _id: string; slug: string; title: string; author: string; categories: string[];
  imageUrl: string | null; content: string; createdAt: string;
};
export type PostSummaryDto = Omit<PostDto, "content"> & { preview: string };

const toDto = (p: PostRow): PostDto => ({ ...p, _id: p.id, createdAt: p.createdAt.toISOString() });
const toSummary = ({ content, ...rest }: PostDto): PostSummaryDto => ({ ...rest, preview: preview(content) });

export const MAX_LIST = 500;

// Reads come in two flavours: fresh (admin screens, right after a write) and cached (public pages and public API),
// because tag expiry from a route handler lands just after its response, not before the next request.
export async function listPosts(): Promise<PostDto[]> {
  return (await db.post.findMany({ select: postSelect, orderBy: { createdAt: "desc" }, take: MAX_LIST })).map(toDto);
}
export const listPostsCached = cached(listPosts, "listPosts", () => [TAGS.posts]);

export async function listPostSummaries(): Promise<PostSummaryDto[]> {
  return (await listPostsCached()).map(toSummary);
}

/** Looks a post up by slug, or by id (the admin calls use ids). Throws 400/404 with the spec's texts. */
export async function getPost(key: string): Promise<PostDto> {
  if (!SLUG_PATTERN.test(key) || key.length > 100) throw new AppError("bad_request", INVALID_SLUG_MESSAGE);
  const post = await db.post.findFirst({ where: { OR: [{ slug: key }, { id: key }] }, select: postSelect });
  if (!post) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return toDto(post);
}
export const getPostCached = cached(getPost, "getPost", (key) => [TAGS.posts, TAGS.post(key)]);

async function uniqueSlug(title: string, tx: Prisma.TransactionClient = db): Promise<string> {
  const base = slugify(title) || "post";
  const taken = new Set(
    (await tx.post.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((p) => p.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Stores the image first and removes it again if the row cannot be written, so a failure leaves nothing behind. */
async function withImage<T>(image: FormDataEntryValue | null, write: (url: string | undefined) => Promise<T>): Promise<T> {
  const stored = await storeFormFile(image, "post-image");
  try {
    return await write(stored?.url);
  } catch (error) {
    await deleteFile(stored?.url);
    throw error;
  }
}

export async function createPost(input: z.output<typeof postCreateSchema>, image: FormDataEntryValue | null): Promise<PostDto> {
  const post = await withImage(image, async (imageUrl) =>
    db.post.create({
      data: {
        slug: await uniqueSlug(input.title),
        title: input.title,
        content: input.content,
        author: input.author,
        categories: splitCategories(input.categories),
        imageUrl,
      },
      select: postSelect,
    }),
  );
  expireTags(TAGS.posts);
  return toDto(post);
}

/** The slug stays stable on edit so links already shared keep working. */
export async function updatePost(id: string, input: z.output<typeof postUpdateSchema>, image: FormDataEntryValue | null): Promise<PostDto> {
  const existing = await db.post.findUnique({ where: { id }, select: { slug: true, imageUrl: true } });
  if (!existing) throw new AppError("not_found", "Post not found");
  const post = await withImage(image, async (imageUrl) =>
    db.post.update({
      where: { id },
      data: {
        title: input.title,
        content: input.content,
        author: input.author,
        categories: splitCategories(input.categories),
        ...(imageUrl ? { imageUrl } : {}),
      },
      select: postSelect,
    }),
  );
  if (post.imageUrl !== existing.imageUrl) await deleteFile(existing.imageUrl);
  expireTags(TAGS.posts, TAGS.post(existing.slug), TAGS.post(id));
  return toDto(post);
}

export async function deletePost(id: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id }, select: { slug: true, imageUrl: true } });
  if (!post) throw new AppError("not_found", "Post not found");
  await db.$transaction(async (tx) => {
    const comments = await tx.postComment.findMany({ where: { postId: id }, select: { id: true } });
    await tx.reaction.deleteMany({ where: { target: "POST_COMMENT", targetId: { in: comments.map((c) => c.id) } } });
    await tx.post.delete({ where: { id } });
  });
  await deleteFile(post.imageUrl);
  expireTags(TAGS.posts, TAGS.post(post.slug), TAGS.post(id), TAGS.comments(id));
}
