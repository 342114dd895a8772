// Public pages are cached; every write expires the tags it changed so the next visit shows it at once.
import "server-only";
import { createHash } from "node:crypto";
import { revalidateTag, unstable_cache } from "next/cache";
import { after } from "next/server";
import { env } from "@/lib/env";

// One tag per cached collection; detail tags where a single item is cached on its own.
export const TAGS = {
  posts: "posts",
  post: (slug: string) => `post:${slug}`,
  comments: (postId: string) => `comments:${postId}`,
  artists: "artists",
  songs: "songs",
  song: (slug: string) => `song:${slug}`,
  spotlights: "spotlights",
  spotlightComments: "spotlight-comments",
  reviews: "reviews",
  team: "team",
  adverts: "adverts",
  services: "services",
};

/** Past these, a read goes straight to the database: the cache holds at most this many pages of each list. */
export const MAX_CACHED_PAGE = 50;
const MAX_CACHED_KEY_LENGTH = 120;
const NOT_CACHED = Symbol("not cached");

/** Only arguments from a small, known set get their own cache entry (a crawler can ask for any page or slug). */
export const cacheable = (args: unknown[]) =>
  args.every((a) => (typeof a === "number" ? a <= MAX_CACHED_PAGE : String(a).length <= MAX_CACHED_KEY_LENGTH));

/**
 * A short, stable name for the database a server reads: a hash of DATABASE_URL's host, port and database name (not
 * the user or password, so rotating credentials keeps the cache). It is part of every cache key, because Next's data
 * cache lives in the build folder and outlives the database it was filled from: a build started against another
 * database (the test one, a restored copy) must never serve what was cached from the first.
 */
export function databaseFingerprint(databaseUrl: string | undefined): string {
  if (!databaseUrl) return "no-db";
  let identity: string;
  try {
    const url = new URL(databaseUrl);
    identity = `${url.hostname.toLowerCase()}:${url.port || "5432"}/${decodeURIComponent(url.pathname.replace(/^\/+/, ""))}`;
  } catch {
    identity = databaseUrl;
  }
  return createHash("sha256").update(identity).digest("base64url").slice(0, 12);
}

/** The key parts of one cached read: the database first, then the read's name and its arguments. */
export const cacheKey = (databaseUrl: string | undefined, key: string, args: unknown[]) => [
  `db:${databaseFingerprint(databaseUrl)}`,
  key,
  ...args.map(String),
];

/**
 * Caches a read in Next's data cache (outside the Next server, e.g. in tests and scripts, it reads directly). The key
 * space stays bounded: pages past MAX_CACHED_PAGE and over-long keys are read directly, and a read that finds nothing
 * (null) is not stored, so asking for made-up slugs cannot fill the cache.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: (...args: A) => string[]) {
  if (!env.inNextServer) return fn;
  const database = env.DATABASE_URL;
  return async (...args: A): Promise<R> => {
    if (!cacheable(args)) return fn(...args);
    const read = unstable_cache(
      async () => {
        const result = await fn(...args);
        if (result === null || result === undefined) throw NOT_CACHED;
        return result;
      },
      cacheKey(database, key, args),
      { tags: tags(...args), revalidate: 3600 },
    );
    try {
      return await read();
    } catch (error) {
      if (error === NOT_CACHED) return null as R;
      throw error;
    }
  };
}
/** How long after a write its tags are expired a second time (see expireTags). */
export const SECOND_EXPIRY_MS = 1500;

export function expireTags(...tags: string[]): void {
  if (!env.inNextServer) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // A page render or read that began before this write can finish after the expiry above and store the old data as
  // fresh (for up to the page's revalidate time). Expiring the tags once more shortly after the response closes it.
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_MS));
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  });
}
