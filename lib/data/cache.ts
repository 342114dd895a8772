// One cache design (Next's Cache Components). Every public read in lib/data is ONE function: its database part is a
// `'use cache'` function that calls cachedFor(tags) first; every write calls expire(tags) after it has committed.
// Pages, public API GETs and admin screens all call that same function, so each sees what the last write left.
//
// Read-your-writes: expire() runs revalidateTag(tag, { expire: 0 }) (updateTag's immediate expiry, which is also
// allowed in route handlers). Next applies it before the handler's response leaves (app-route finalizeResponse →
// executeRevalidates, which updates the tag manifest synchronously with the built-in handlers), so the writer's next
// request already misses the old entry: no second expiry, no sleep.
//
// The race the old double expiry covered (a read that began before a write and finishes after it) is closed for data:
// a 'use cache' entry is stamped with the time its computation STARTED (use-cache-wrapper.js `startTime`), and an
// entry older than its tag's expiry is never served. Whole pages in the page cache are stamped when stored, so a page
// render that began before a write and is stored after it can keep the old data until the next write to its tags or
// its cache life (cacheLife "hours") ends; see README "Caching".
//
// Across databases: 'use cache' entries live in the server's memory (or in the configured cache handler), never in
// the build folder, and die with the process. Pages prerendered by `next build` do live there, with the build
// database's content: expireBuildTimePages() (tags.ts, run at server start) makes each render again from the
// database this server reads before its first answer.
import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { expireTagsNow, settleExpiries } from "@/lib/cache-handlers/store.mjs";
import { env } from "@/lib/env";

export { COLLECTION_TAGS, TAGS } from "./tags";

/** Past these, a read goes straight to the database: the cache holds at most this many pages of each list. */
export const MAX_CACHED_PAGE = 50;
const MAX_CACHED_KEY_LENGTH = 120;

/** Only arguments from a small, known set get their own cache entry (a crawler can ask for any page or slug). */
export const cacheable = (args: unknown[]) =>
  args.every((a) => (typeof a === "number" ? a <= MAX_CACHED_PAGE : String(a).length <= MAX_CACHED_KEY_LENGTH));

/**
 * One read with a bounded key space: the `'use cache'` version for arguments from the small set, the same database
 * read uncached for the rest (far pages, over-long keys), so asking for page 9,999 cannot grow the cache.
 */
export const bounded =
  <A extends unknown[], R>(cachedRead: (...args: A) => Promise<R>, read: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    cacheable(args) ? cachedRead(...args) : read(...args);

/** How many keys a resource's cached key list (see lookup) holds at most. */
export const MAX_KEYS = 20_000;

/**
 * A lookup by key (slug or id) whose cache a crawler cannot fill for long: `keys()` is the cached list of the keys that
 * exist (one entry for the whole resource), and only a key on it gets a lasting `'use cache'` entry (`cachedRead`).
 * Any other key (made up, or a row the list does not know yet) goes to `otherRead`, a `'use cache'` read marked with
 * cachedBriefly() (a page render cannot read the database uncached), so its entry is gone within five minutes.
 */
export function lookup<R>(
  keys: () => Promise<string[]>,
  cachedRead: (key: string) => Promise<R | null>,
  otherRead: (key: string) => Promise<R | null>,
) {
  return async (key: string): Promise<R | null> =>
    cacheable([key]) && (await keys()).includes(key) ? cachedRead(key) : otherRead(key);
}

/** First line of a `'use cache'` read for keys that may not exist: kept five minutes at most (the shortest life a page
 * render still takes as cacheable). */
export function cachedBriefly(...tags: string[]): void {
  if (!env.inNextServer) return;
  cacheLife({ stale: 60, revalidate: 60, expire: 300 });
  cacheTag(...tags);
}

/** First line of every `'use cache'` read: how long it lives and which writes expire it. */
export function cachedFor(...tags: string[]): void {
  // Outside the Next server (scripts, unit tests) the directive does nothing and there is no cache to tag.
  if (!env.inNextServer) return;
  cacheLife("hours");
  cacheTag(...tags);
}

/** After a write has committed: the next read of these tags (from anyone, the writer included) reads the database. */
export function expire(...tags: string[]): void {
  if (!env.inNextServer) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Several servers (CACHE_STORE=postgres): Next records the expiry in the shared store only after the response has
  // left, so it is also recorded now and the API wrapper waits for it (settleWrites): the client's next request,
  // whichever server it reaches, reads what this write left.
  if (process.env.CACHE_STORE === "postgres") void expireTagsNow(tags);
}

/** Before a write's response leaves: every shared-store expiry started so far is recorded (a no-op without one). */
export const settleWrites = (): Promise<void> => settleExpiries();
