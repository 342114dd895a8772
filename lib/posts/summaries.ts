// Lists of post summaries (the blog, the category archives, the old clients' whole list, related posts): one query
// each, cut in SQL so no full text leaves the database, cached with the posts.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { POSTS_PAGE_SIZE } from "@/lib/posts/schema";
import { PREVIEW_LENGTH } from "@/lib/core/text";
import { readingMinutes } from "@/lib/posts/reading-time";
import { bounded, cachedFor, TAGS } from "@/lib/cache";
import { pageOf } from "@/lib/db/paging";
import {
  inCategorySql,
  MAX_LIST,
  publicPosts,
  publicPostsSql,
  untilNextScheduled,
  type PostRow,
  type PostSummaryDto,
  type PostSummaryPage,
} from "./posts";

type SummaryRow = Omit<PostRow, "content" | "format" | "bodyText" | "updatedAt" | "status" | "publishAt"> & {
  head: string;
  words: number;
};
// Sent as a parameter so no layer of string escaping can eat the backslash.
const WHITESPACE_RUN = String.raw`\s+`;
/** The words of a post's plain text as countWords counts them (lib/posts/reading-time.ts): runs holding a letter or digit. */
const WORDS_SQL = Prisma.sql`(SELECT count(*) FROM regexp_split_to_table(coalesce("bodyText", "content"), ${WHITESPACE_RUN}) AS "w" WHERE "w" ~ '[[:alnum:]]')::int`;

/**
 * Summaries newest first, without reading the full text out of the database: the excerpt is cut in SQL from the
 * post's plain text (a Markdown post's rendered text, never its Markdown; a plain post's content) (whitespace
 * collapsed and trimmed like `preview()`, one character more than shown so we know whether to add "..."). A list
 * column never written reads as NULL in raw SQL (Prisma's own reads turn it into []), hence the coalesce.
 */
async function selectSummaries(
  skip: number,
  take: number,
  now: Date,
  where: Prisma.Sql = Prisma.sql`TRUE`,
): Promise<PostSummaryDto[]> {
  const rows = await db.$queryRaw<SummaryRow[]>`
    SELECT "id", "slug", "title", "author", coalesce("categories", '{}') AS "categories", "imageUrl", "createdAt",
           "publishedAt",
           left(btrim(regexp_replace(coalesce("bodyText", "content"), ${WHITESPACE_RUN}, ' ', 'g')), ${PREVIEW_LENGTH + 1}) AS "head",
           ${WORDS_SQL} AS "words"
    FROM "Post" WHERE ${publicPostsSql(now)} AND ${where}
    ORDER BY "publishedAt" DESC, "id" DESC OFFSET ${skip} LIMIT ${take}`;
  return rows.map(({ head, words, ...p }) => {
    const excerpt = head.length > PREVIEW_LENGTH ? `${head.slice(0, PREVIEW_LENGTH)}...` : head;
    return {
      ...p,
      _id: p.id,
      readingMinutes: readingMinutes(words),
      createdAt: p.createdAt.toISOString(),
      publishedAt: p.publishedAt.toISOString(),
      preview: excerpt,
      content: excerpt,
    };
  });
}

/** The whole list for old clients (GET /getAllPosts without ?page), capped like every list. */
export async function listPostSummaries(): Promise<PostSummaryDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const now = new Date();
  const [posts] = await Promise.all([selectSummaries(0, MAX_LIST, now), untilNextScheduled(now)]);
  return posts;
}

async function countPublic(now: Date, category: string | null): Promise<number> {
  if (category === null) return db.post.count({ where: publicPosts(now) });
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS "total" FROM "Post" WHERE ${publicPostsSql(now)} AND ${inCategorySql(category)}`;
  return total;
}

async function readSummaryPage(page: number, size: number, category: string | null): Promise<PostSummaryPage> {
  const now = new Date();
  const [total, posts] = await Promise.all([
    countPublic(now, category),
    selectSummaries((page - 1) * size, size, now, category === null ? undefined : inCategorySql(category)),
    untilNextScheduled(now),
  ]);
  return { posts, ...pageOf(total, page, size) };
}
async function cachedSummaryPage(page: number, size: number, category: string | null): Promise<PostSummaryPage> {
  "use cache";
  cachedFor(TAGS.posts);
  return readSummaryPage(page, size, category);
}
const summaryPage = bounded(cachedSummaryPage, readSummaryPage);

/**
 * One page of the blog list, or of one category's archive (`category`: its name, any letter case). A page past the
 * end comes back empty with the real page count.
 */
export const listPostSummaryPage = (
  page: number,
  size = POSTS_PAGE_SIZE,
  category: string | null = null,
): Promise<PostSummaryPage> => summaryPage(page, size, category);

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

/**
 * The posts shown under a post: other public posts filed under one of its categories (any letter case, as the
 * archives match them), newest first; none for a post without categories. Cached with the lists.
 */
export async function relatedPosts(id: string, categories: string[]): Promise<PostSummaryDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const names = [...new Set(categories.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) return [];
  const now = new Date();
  const [posts] = await Promise.all([
    selectSummaries(
      0,
      RELATED_POSTS,
      now,
      Prisma.sql`"id" <> ${id} AND EXISTS (SELECT 1 FROM unnest("categories") AS "c" WHERE lower(btrim("c")) = ANY(${names}))`,
    ),
    untilNextScheduled(now),
  ]);
  return posts;
}
