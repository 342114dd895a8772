// The blog's categories (docs/features/posts.md): what Post.categories holds across the public posts, one entry per
// name in any letter case, for the category archives (/blog?category=…), their feeds and the sitemap.
import "server-only";
import { db } from "@/lib/db";
import { isArchivableCategory } from "@/lib/posts/category-rules";
import { cachedFor, TAGS } from "@/lib/cache";
import { publicPostsSql, untilNextScheduled } from "./posts";

export type PostCategory = {
  /** The spelling most posts use ("Music" when two say "Music" and one "music"): the archive's title and address. */
  name: string;
  posts: number;
  /** When a post of the category last changed: the sitemap's date for its pages. */
  updatedAt: string;
};

/** More than any blog files posts under; past it, the rarest are left out. */
const MAX_CATEGORIES = 1000;

/** Every category of the public posts, most posts first. Cached until a post changes (or a scheduled one goes out). */
export async function listPostCategories(): Promise<PostCategory[]> {
  "use cache";
  cachedFor(TAGS.posts);
  const now = new Date();
  const [rows] = await Promise.all([
    db.$queryRaw<(Omit<PostCategory, "updatedAt"> & { updatedAt: Date })[]>`
      SELECT mode() WITHIN GROUP (ORDER BY btrim("c")) AS "name", count(DISTINCT "id")::int AS "posts",
             max("updatedAt") AS "updatedAt"
        FROM "Post", unnest("categories") AS "c"
       WHERE ${publicPostsSql(now)} AND btrim("c") <> ''
       GROUP BY lower(btrim("c"))
       ORDER BY "posts" DESC, "name" ASC
       LIMIT ${MAX_CATEGORIES}`,
    untilNextScheduled(now),
  ]);
  return rows.filter((c) => isArchivableCategory(c.name)).map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString() }));
}

/** The category called `name` (any letter case, spaces around ignored), or null when no public post is filed so. */
export async function findPostCategory(name: string): Promise<PostCategory | null> {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  return (await listPostCategories()).find((c) => c.name.toLowerCase() === wanted) ?? null;
}
