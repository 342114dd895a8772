// One cache design (Next's Cache Components). Every public read in lib/<feature> is ONE function: its database part is a
// `'use cache'` function that calls cachedFor(tags) first (a lookup by key: keptIfFound(row, tags) last); every write
// calls expire(tags) after it has committed.
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
// its cache life (cacheLife "hours") ends; see docs/architecture.md "Caching".
//
// Across databases: 'use cache' entries live in the server's memory (or in the configured cache handler), never in
// the build folder, and die with the process. Pages prerendered by `next build` do live there, with the build
// database's content: expireBuildTimePages() (tags.ts, run at server start) makes each render again from the
// database this server reads before its first answer.
import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { expireTagsNow, settleExpiries } from "@/lib/cache/handlers/store.mjs";
import { env } from "@/lib/config/env";

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

/** How many rows a cached list of every key (the sitemap's, a link page's static params) holds at most. */
export const MAX_KEYS = 20_000;

/**
 * The last line of a `'use cache'` lookup by key (slug, id, handle), whose cache a crawler cannot fill for long: a row
 * that exists keeps its entry for the usual life (cachedFor), a key that matches nothing (made up, hidden, not written
 * yet) is kept briefly (cachedBriefly: gone within five minutes). Next takes the life set last in the call
 * (docs/architecture.md "Caching"), so it is decided from the read itself. (Lookups used to check the key against a
 * cached list of every key first: one more cache hit per lookup, decoding a list that grew with the table, up to 20,000
 * keys per request.)
 */
export function keptIfFound<R>(row: R | null, ...tags: string[]): R | null {
  if (row === null) cachedBriefly(...tags);
  else cachedFor(...tags);
  return row;
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

/** The "hours" profile's refresh interval (Next's default profiles), which cachedFor gives every read. */
const HOURS_REVALIDATE = 3600;

/**
 * A cached read whose answer changes at a known time without any write (a scheduled post goes public): its entry, and
 * the pages made from it, are refreshed from that time on instead of an hour later. Called after cachedFor (Next takes
 * the life set last). Only the refresh time moves: the first request after it starts the refresh, and the answers
 * after that carry the change.
 */
export function refreshedAt(when: Date, now: Date): void {
  if (!env.inNextServer) return;
  const seconds = Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
  if (seconds >= HOURS_REVALIDATE) return;
  // Next keeps a read with a shorter stale time (30 s) or expiry (5 min) out of prerendered pages.
  cacheLife({ stale: 30, revalidate: seconds, expire: seconds + 300 });
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
