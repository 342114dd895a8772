// Reading posts: one read per resource, cached (lib/cache/index.ts), which public pages, the public API and the
// admin screens all call; the lists of summaries are summaries.ts.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { isSlug } from "@/lib/core/slug";
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
} from "./posts";
import { cachedBriefly, cachedFor, keptIfFound, refreshedAt, TAGS } from "@/lib/cache";

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

/** How often a brief entry (cachedBriefly) is refreshed anyway. */
const BRIEF_REFRESH_MS = 60_000;

/** A public post by slug or id, or null (kept briefly; a post scheduled for later is refreshed at its time). */
async function postByKey(key: string): Promise<PostDto | null> {
  "use cache";
  const now = new Date();
  const post = await db.post.findFirst({
    where: { OR: [{ slug: key }, { id: key }], status: { in: ["PUBLISHED", "SCHEDULED"] } },
    select: postSelect,
  });
  if (post?.status === "SCHEDULED" && post.publishedAt > now) {
    cachedBriefly(TAGS.posts, TAGS.post(key));
    if (post.publishedAt.getTime() - now.getTime() < BRIEF_REFRESH_MS) refreshedAt(post.publishedAt, now);
    return null;
  }
  return keptIfFound(post && toDto(post), TAGS.posts, TAGS.post(key));
}

/** A published post by slug or id; null when the key cannot be one, nothing matches or the post is not public. */
export async function findPost(key: string): Promise<PostDto | null> {
  return isSlug(key) ? postByKey(key) : null;
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

/** The API's read: the spec's 400 "Invalid slug." and 404 "Blog post not found.". */
export async function getPost(key: string): Promise<PostDto> {
  if (!isSlug(key)) throw new AppError("bad_request", INVALID_SLUG_MESSAGE);
  const post = await findPost(key);
  if (!post) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return post;
}
