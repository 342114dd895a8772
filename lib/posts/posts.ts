// What a post is to the rest of the site: the columns read, the DTOs handed out (with only the fields pages and
// clients use), and which posts are public. The reads, writes, revisions and preview links build on this
// (reads.ts, summaries.ts, writes.ts, revisions.ts, preview.ts; the stored body: body.ts).
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { type PostStatusChoice } from "@/lib/posts/copy";
import { type PostFormat } from "@/lib/posts/markdown-syntax";
import type { BodyBlock } from "@/lib/posts/markdown";
import { FORMAT_OF } from "./body";
import { refreshedAt } from "@/lib/cache";
import type { PageMeta } from "@/lib/db/paging";

export const NOT_FOUND_MESSAGE = "Blog post not found.";
export const INVALID_SLUG_MESSAGE = "Invalid slug.";

export const postSelect = {
  id: true,
  slug: true,
  title: true,
  author: true,
  categories: true,
  imageUrl: true,
  content: true,
  format: true,
  bodyText: true,
  status: true,
  publishAt: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PostSelect;
export type PostRow = Prisma.PostGetPayload<{ select: typeof postSelect }>;

export type PostDto = {
  id: string;
  _id: string;
  slug: string;
  title: string;
  author: string;
  categories: string[];
  imageUrl: string | null;
  content: string;
  /** How `content` is written (lib/posts/markdown.ts renders it, at save: lib/posts/body.ts). */
  format: PostFormat;
  /** The plain text a reader sees: the content of a plain-text post, the rendered body's text of a Markdown one. */
  text: string;
  status: PostStatusChoice;
  /** When a scheduled post goes public; null otherwise. */
  publishAt: string | null;
  /** When the post went public (the date visitors see); for a draft, its creation until it is published. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
};
/**
 * A post as its page shows it (the post page, a preview link): the DTO and the body stored at save, the sanitised HTML
 * pieces in order with the embeds between them (lib/posts/body.ts). Never an API answer: those stay PostDto.
 */
export type PostPageDto = PostDto & { body: BodyBlock[] };
/**
 * A post in a list: no full text. `preview` is the card's excerpt; `content` carries the same excerpt because the old
 * clients build their preview from `content` (the first 75 characters and "..."), which it still gives them.
 */
export type PostSummaryDto = Omit<PostDto, "content" | "text" | "format" | "updatedAt" | "status" | "publishAt"> & {
  preview: string;
  content: string;
  /** Minutes to read the post (lib/posts/reading-time.ts). */
  readingMinutes: number;
};
export type PostSummaryPage = PageMeta & { posts: PostSummaryDto[] };

/** The text one save leaves, as a revision keeps it (lib/posts/revisions.ts). */
export type PostText = Pick<PostRow, "title" | "content" | "format" | "author" | "categories">;
export type PostRevisionDto = Omit<PostText, "format"> & {
  id: string;
  format: PostFormat;
  editor: string;
  /** Saved by the form on its own (overwritten by the editor's next autosave). */
  autosave: boolean;
  createdAt: string;
};

/** Field by field (in the order the answers always had), so a read that selects more columns hands out no more. */
export const toDto = (p: PostRow): PostDto => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  author: p.author,
  categories: p.categories,
  imageUrl: p.imageUrl,
  content: p.content,
  format: FORMAT_OF[p.format],
  status: p.status.toLowerCase() as PostStatusChoice,
  publishAt: p.publishAt?.toISOString() ?? null,
  publishedAt: p.publishedAt.toISOString(),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  _id: p.id,
  text: p.bodyText ?? p.content,
});

export const MAX_LIST = 500;

/**
 * What every public read adds to its filter: published posts, and scheduled ones whose time has come (a scheduled post
 * carries its publish time in `publishedAt` too), so a post shows at its time whether or not the due-work job has
 * turned it PUBLISHED yet (that job only tidies the status and records the activity). Drafts and posts scheduled for
 * later exist only for the admin and preview links.
 */
export const publicPosts = (now: Date) =>
  ({
    OR: [{ status: "PUBLISHED" }, { status: "SCHEDULED", publishedAt: { lte: now } }],
  }) satisfies Prisma.PostWhereInput;
/** publicPosts for raw SQL over "Post" (its columns unqualified). */
export const publicPostsSql = (now: Date) =>
  Prisma.sql`("status" = 'PUBLISHED' OR ("status" = 'SCHEDULED' AND "publishedAt" <= ${now}))`;
/** Posts filed under `category`, in any letter case (as the category archive finds them), for raw SQL over "Post". */
export const inCategorySql = (category: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM unnest("categories") AS "c" WHERE lower(btrim("c")) = lower(${category}))`;
export const NEWEST_FIRST = [{ publishedAt: "desc" }, { id: "desc" }] satisfies Prisma.PostOrderByWithRelationInput[];

/** A cached list of public posts changes when the next scheduled post goes public: refreshed from then on. */
export async function untilNextScheduled(now: Date): Promise<void> {
  const next = await nextScheduledAt(now);
  if (next) refreshedAt(next, now);
}

/** When the next scheduled post goes public, if one is waiting. */
export async function nextScheduledAt(now: Date): Promise<Date | null> {
  const next = await db.post.findFirst({
    where: { status: "SCHEDULED", publishedAt: { gt: now } },
    select: { publishedAt: true },
    orderBy: { publishedAt: "asc" },
  });
  return next?.publishedAt ?? null;
}
