// Posts: the one module that reads and writes them. Returns DTOs with only the fields pages and clients use.
import "server-only";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/data/activity";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { deleteFile, withStoredFile } from "@/lib/storage";
import { freeSlug, isSlug, slugify } from "@/lib/domain/slug";
import type { z } from "zod";
import { POSTS_PAGE_SIZE, type postCreateSchema, type postUpdateSchema } from "@/lib/validations/post";
import { PREVIEW_LENGTH } from "@/lib/text";
import { bounded, cachedBriefly, cachedFor, expire, lookup, MAX_KEYS, TAGS } from "./cache";
import { pageOf, type PageMeta } from "./paging";

export const NOT_FOUND_MESSAGE = "Blog post not found.";
export const INVALID_SLUG_MESSAGE = "Invalid slug.";

const postSelect = {
  id: true,
  slug: true,
  title: true,
  author: true,
  categories: true,
  imageUrl: true,
  content: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PostSelect;
type PostRow = Prisma.PostGetPayload<{ select: typeof postSelect }>;

export type PostDto = {
  id: string;
  _id: string;
  slug: string;
  title: string;
  author: string;
  categories: string[];
  imageUrl: string | null;
  content: string;
  createdAt: string;
  updatedAt: string;
};
/**
 * A post in a list: no full text. `preview` is the card's excerpt; `content` carries the same excerpt because the old
 * clients build their preview from `content` (the first 75 characters and "..."), which it still gives them.
 */
export type PostSummaryDto = Omit<PostDto, "content" | "updatedAt"> & { preview: string; content: string };
export type PostSummaryPage = PageMeta & { posts: PostSummaryDto[] };

const toDto = (p: PostRow): PostDto => ({
  ...p,
  _id: p.id,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const MAX_LIST = 500;

// One read per resource, cached (lib/data/cache.ts): public pages, the public API and admin screens all call it.
export async function listPosts(): Promise<PostDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  return (await db.post.findMany({ select: postSelect, orderBy: { createdAt: "desc" }, take: MAX_LIST })).map(toDto);
}

type SummaryRow = Omit<PostRow, "content" | "updatedAt"> & { head: string };
// Sent as a parameter so no layer of string escaping can eat the backslash.
const WHITESPACE_RUN = String.raw`\s+`;

/**
 * Summaries newest first, without reading the full text out of the database: the excerpt is cut in SQL (whitespace
 * collapsed and trimmed like `preview()`, one character more than shown so we know whether to add "..."). A list
 * column never written reads as NULL in raw SQL (Prisma's own reads turn it into []), hence the coalesce.
 */
async function selectSummaries(skip: number, take: number): Promise<PostSummaryDto[]> {
  const rows = await db.$queryRaw<SummaryRow[]>`
    SELECT "id", "slug", "title", "author", coalesce("categories", '{}') AS "categories", "imageUrl", "createdAt",
           left(btrim(regexp_replace("content", ${WHITESPACE_RUN}, ' ', 'g')), ${PREVIEW_LENGTH + 1}) AS "head"
    FROM "Post" ORDER BY "createdAt" DESC, "id" DESC OFFSET ${skip} LIMIT ${take}`;
  return rows.map(({ head, ...p }) => {
    const excerpt = head.length > PREVIEW_LENGTH ? `${head.slice(0, PREVIEW_LENGTH)}...` : head;
    return { ...p, _id: p.id, createdAt: p.createdAt.toISOString(), preview: excerpt, content: excerpt };
  });
}

/** The whole list for old clients (GET /getAllPosts without ?page), capped like every list. */
export async function listPostSummaries(): Promise<PostSummaryDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  return selectSummaries(0, MAX_LIST);
}

async function readSummaryPage(page: number, size: number): Promise<PostSummaryPage> {
  const [total, posts] = await Promise.all([db.post.count(), selectSummaries((page - 1) * size, size)]);
  return { posts, ...pageOf(total, page, size) };
}
async function cachedSummaryPage(page: number, size: number): Promise<PostSummaryPage> {
  "use cache";
  cachedFor(TAGS.posts);
  return readSummaryPage(page, size);
}
const summaryPage = bounded(cachedSummaryPage, readSummaryPage);

/** One page of the blog list. A page past the end comes back empty with the real page count. */
export const listPostSummaryPage = (page: number, size = POSTS_PAGE_SIZE): Promise<PostSummaryPage> =>
  summaryPage(page, size);

async function readPost(key: string): Promise<PostDto | null> {
  const post = await db.post.findFirst({ where: { OR: [{ slug: key }, { id: key }] }, select: postSelect });
  return post && toDto(post);
}
async function cachedPost(key: string): Promise<PostDto | null> {
  "use cache";
  cachedFor(TAGS.posts, TAGS.post(key));
  return readPost(key);
}
/** Every post's slug and id: the keys that get a cache entry of their own. */
async function postKeys(): Promise<string[]> {
  "use cache";
  cachedFor(TAGS.posts);
  return (await db.post.findMany({ select: { slug: true, id: true }, take: MAX_KEYS / 2 })).flatMap((p) => [
    p.slug,
    p.id,
  ]);
}
async function briefPost(key: string): Promise<PostDto | null> {
  "use cache";
  cachedBriefly(TAGS.posts, TAGS.post(key));
  return readPost(key);
}
const postByKey = lookup(postKeys, cachedPost, briefPost);

/** A post by slug, or by id (the admin screens use ids); null when the key cannot be one or nothing matches. */
export async function findPost(key: string): Promise<PostDto | null> {
  return isSlug(key) ? postByKey(key) : null;
}

/** The newest posts' slugs, read directly: the post pages `next build` renders ahead of the first visit. */
export async function newestPostSlugs(count: number): Promise<string[]> {
  return (await db.post.findMany({ select: { slug: true }, orderBy: { createdAt: "desc" }, take: count })).map(
    (p) => p.slug,
  );
}

/** The API's read: the spec's 400 "Invalid slug." and 404 "Blog post not found.". */
export async function getPost(key: string): Promise<PostDto> {
  if (!isSlug(key)) throw new AppError("bad_request", INVALID_SLUG_MESSAGE);
  const post = await findPost(key);
  if (!post) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return post;
}

async function uniqueSlug(title: string, tx: Prisma.TransactionClient = db): Promise<string> {
  const base = slugify(title) || "post";
  return freeSlug(
    base,
    (await tx.post.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((p) => p.slug),
  );
}

export async function createPost(
  actor: Actor,
  input: z.output<typeof postCreateSchema>,
  image: FormDataEntryValue | null,
): Promise<PostDto> {
  const post = await withStoredFile(image, "post-image", async (imageUrl) =>
    adminWrite(
      actor,
      async (tx) =>
        tx.post.create({
          data: {
            slug: await uniqueSlug(input.title, tx),
            title: input.title,
            content: input.content,
            author: input.author,
            categories: input.categories,
            imageUrl,
          },
          select: postSelect,
        }),
      (p) => ({ action: "CREATE", type: "post", recordId: p.id, summary: p.title }),
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
  const existing = await db.post.findUnique({ where: { id }, select: { slug: true, imageUrl: true } });
  if (!existing) throw new AppError("not_found", "Post not found");
  const post = await withStoredFile(image, "post-image", async (imageUrl) =>
    adminWrite(
      actor,
      (tx) =>
        tx.post.update({
          where: { id },
          data: {
            title: input.title,
            content: input.content,
            author: input.author,
            categories: input.categories,
            ...(imageUrl ? { imageUrl } : {}),
          },
          select: postSelect,
        }),
      (p) => ({ action: "UPDATE", type: "post", recordId: id, summary: p.title }),
    ),
  );
  if (post.imageUrl !== existing.imageUrl) await deleteFile(existing.imageUrl);
  expire(TAGS.posts, TAGS.post(existing.slug), TAGS.post(id));
  return toDto(post);
}

export async function deletePost(actor: Actor, id: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id }, select: { slug: true, imageUrl: true, title: true } });
  if (!post) throw new AppError("not_found", "Post not found");
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
