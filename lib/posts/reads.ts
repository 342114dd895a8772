// Reading posts: one read per resource, cached (lib/cache/index.ts), which public pages, the public API and the
// admin screens all call; the lists of summaries are summaries.ts. A page's body is read as it was stored at save
// (lib/posts/body.ts), never rendered here, but for the rows that have none under this server's render key.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isSlug } from "@/lib/core/slug";
import { sameCategory } from "@/lib/posts/category-rules";
import type { BodyBlock } from "./markdown";
import { bodySelect, renderedBody, storedBody, type BodyRow, type StoredBody } from "./body";
import {
  INVALID_SLUG_MESSAGE,
  MAX_LIST,
  NEWEST_FIRST,
  NOT_FOUND_MESSAGE,
  postSelect,
  publicPosts,
  toDto,
  untilNextScheduled,
  type PostDto,
  type PostPageDto,
} from "./posts";
import { cachedBriefly, cachedFor, keptIfFound, refreshedAt, TAGS } from "@/lib/cache";

/**
 * The one place a read meets a row without a body stored under this server's render key: one saved before bodies
 * were stored, one written straight into the database (the demo seed, `npm run bench`, `npm run perf`), or one
 * rendered by a build with other image settings or another renderer. It is rendered for this read only: a read never
 * writes (an anonymous GET leaves the database as it was), and the due work stores such bodies (fillStoredBodies).
 */
function bodyOf(row: BodyRow): StoredBody {
  return storedBody(row) ?? renderedBody(row).body;
}

export const pageSelect = { ...postSelect, ...bodySelect } satisfies Prisma.PostSelect;

/** A post as its page shows it: the DTO (with its stored body's plain text) and that body, kept apart for the API. */
type PostPage = { post: PostDto; body: BodyBlock[] };

export async function toPostPage(row: Prisma.PostGetPayload<{ select: typeof pageSelect }>): Promise<PostPage> {
  const body = bodyOf(row);
  return { post: { ...toDto(row), text: body.text }, body: body.blocks };
}
export const pageDto = ({ post, body }: PostPage): PostPageDto => ({ ...post, body });

export async function listPosts(): Promise<PostDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const now = new Date();
  const [posts] = await Promise.all([
    db.post.findMany({ where: publicPosts(now), select: postSelect, orderBy: NEWEST_FIRST, take: MAX_LIST }),
    untilNextScheduled(now),
  ]);
  return posts.map(toDto);
}

/** Manage Posts: every post whatever its status, newest written first. */
export async function listPostsForAdmin(): Promise<PostDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  return (
    await db.post.findMany({ select: postSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_LIST })
  ).map(toDto);
}

/** A post in the feed: its plain text (the description) and the body the feed carries (content:encoded). */
export type FeedPostDto = Pick<PostDto, "slug" | "title" | "author" | "categories" | "publishedAt" | "text"> & {
  html: string;
};

/**
 * The feed's posts: the first `size` of the public list (listPosts' newest MAX_LIST), or of those filed under
 * `category` (an existing category's name: lib/posts/categories.ts), each with its stored feed body.
 */
export async function listFeedPosts(category: string | null, size: number): Promise<FeedPostDto[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const now = new Date();
  const [newest] = await Promise.all([
    db.post.findMany({
      where: publicPosts(now),
      select: { id: true, categories: true },
      orderBy: NEWEST_FIRST,
      take: MAX_LIST,
    }),
    untilNextScheduled(now),
  ]);
  const ids = newest
    .filter((p) => category === null || p.categories.some((c) => sameCategory(c, category)))
    .slice(0, size)
    .map((p) => p.id);
  const rows = await db.post.findMany({
    where: { id: { in: ids } },
    select: { slug: true, title: true, author: true, categories: true, publishedAt: true, ...bodySelect },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    ids
      .flatMap((id) => byId.get(id) ?? [])
      .map(async (row) => {
        const body = bodyOf(row);
        const { slug, title, author, categories } = row;
        const publishedAt = row.publishedAt.toISOString();
        return { slug, title, author, categories, publishedAt, text: body.text, html: body.feedHtml };
      }),
  );
}

/** How often a brief entry (cachedBriefly) is refreshed anyway. */
const BRIEF_REFRESH_MS = 60_000;

/** A public post by slug or id, or null (kept briefly; a post scheduled for later is refreshed at its time). */
async function postByKey(key: string): Promise<PostPage | null> {
  "use cache";
  const now = new Date();
  const post = await db.post.findFirst({
    where: { OR: [{ slug: key }, { id: key }], status: { in: ["PUBLISHED", "SCHEDULED"] } },
    select: pageSelect,
  });
  if (post?.status === "SCHEDULED" && post.publishedAt > now) {
    cachedBriefly(TAGS.posts, TAGS.post(key));
    if (post.publishedAt.getTime() - now.getTime() < BRIEF_REFRESH_MS) refreshedAt(post.publishedAt, now);
    return null;
  }
  return keptIfFound(post && (await toPostPage(post)), TAGS.posts, TAGS.post(key));
}

/** A published post by slug or id; null when the key cannot be one, nothing matches or the post is not public. */
export async function findPost(key: string): Promise<PostPageDto | null> {
  const page = isSlug(key) ? await postByKey(key) : null;
  return page && pageDto(page);
}

/** Any post by id, whatever its status, read fresh: the editor. */
export async function findPostForEditor(id: string): Promise<PostDto | null> {
  if (!isSlug(id)) return null;
  const post = await db.post.findUnique({ where: { id }, select: postSelect });
  return post && toDto(post);
}

/** The newest posts' slugs, read directly: the post pages `next build` renders ahead of the first visit. */
export async function newestPostSlugs(count: number): Promise<string[]> {
  return (
    await db.post.findMany({
      where: publicPosts(new Date()),
      select: { slug: true },
      orderBy: NEWEST_FIRST,
      take: count,
    })
  ).map((p) => p.slug);
}

/** The API's read: the spec's 400 "Invalid slug." and 404 "Blog post not found.". The page's body is not sent. */
export async function getPost(key: string): Promise<PostDto> {
  if (!isSlug(key)) throw new AppError("bad_request", INVALID_SLUG_MESSAGE);
  const page = await postByKey(key);
  if (!page) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return page.post;
}
