// The 'use cache' handler (next.config `cacheHandlers.default` and `.remote`) in PostgreSQL, so several servers share
// cached functions and components and one server's updateTag/revalidateTag reaches the others. Enabled by
// CACHE_STORE=postgres (docs/deploy.md "Running several instances"). The CacheHandler interface is in
// node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/cacheHandlers.md.
//
// - Entries are stored in PostgreSQL (shared: a value cached by one server is a hit on the others) with a small
//   in-process LRU in front. Next's 'use cache' keys already contain the build ID, so entries of different builds never
//   meet; they are stored under buildId '' and swept by age and count.
// - Tag marks live in PostgreSQL. refreshTags (once per request, before the first read) copies the marks changed since
//   its last look into this process (one small indexed query), so the LRU and getExpiration see other servers'
//   invalidations. A read from PostgreSQL checks the entry's tags there directly.
// - The race: an entry stored within RACE_WINDOW_MS after one of its tags expired is stored as already expired.
// - Any store error is a miss (get) or a skipped write (set).
import {
  ByteLru,
  expireTags,
  getPool,
  isExpiring,
  logError,
  markedSince,
  markExpiring,
  RACE_WINDOW_MS,
  readEntry,
  tagList,
  tagsChangedSince,
  writeEntry,
} from "./store.mjs";

const BUILD = "";
const MAX_LRU_BYTES = Number(process.env.CACHE_LRU_BYTES) || 32 * 1024 * 1024;

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** @param {{ connectionString?: string, raceWindowMs?: number, lruBytes?: number }} options (tests pass these) */
export function createUseCacheHandler(options = {}) {
  const pool = () => getPool(options.connectionString);
  const raceWindowMs = options.raceWindowMs ?? RACE_WINDOW_MS;
  const maxLruBytes = options.lruBytes ?? MAX_LRU_BYTES;
  /** tag → { stale, expired } in database ms */
  const tagMarks = new Map();
  /** key → { bytes, meta, storedAt } */
  const lru = new ByteLru(maxLruBytes);
  const pendingSets = new Map();
  let mark = null;

  const remember = (key, item) => lru.set(key, item, item.bytes.length);
  const forget = (key) => lru.delete(key);
  const noteTags = (rows) => {
    for (const row of rows) tagMarks.set(row.tag, { stale: row.stale ?? 0, expired: row.expired ?? 0 });
  };
  const localState = (tags, storedAt) => {
    const now = Date.now();
    let expired = false;
    let stale = false;
    for (const tag of tags) {
      const marks = tagMarks.get(tag);
      if (!marks) continue;
      if (markedSince(marks.expired, storedAt) && marks.expired <= now) expired = true;
      if (markedSince(marks.stale, storedAt)) stale = true;
    }
    return { expired, stale };
  };
  const entryOf = (item, stale) => ({
    value: streamOf(item.bytes),
    tags: item.meta.tags,
    stale: item.meta.stale,
    timestamp: item.meta.timestamp,
    expire: item.meta.expire,
    // A negative revalidate lies in the past: Next serves the entry and renders a fresh one in the background.
    revalidate: stale ? -1 : item.meta.revalidate,
  });

  return {
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      try {
        const local = lru.get(cacheKey);
        if (local) {
          const { expired, stale } = localState(local.meta.tags, local.storedAt);
          if (expired || isExpiring(local.meta.tags)) {
            forget(cacheKey);
            return undefined;
          }
          return entryOf(local, stale);
        }
        const row = await readEntry(await pool(), BUILD, cacheKey);
        if (!row || !row.meta || isExpiring(row.meta.tags)) return undefined;
        if (markedSince(row.expired, row.storedAt)) return undefined;
        const item = { bytes: Buffer.from(row.value), meta: row.meta, storedAt: row.storedAt };
        const stale = markedSince(row.stale, row.storedAt);
        if (!stale) remember(cacheKey, item);
        return entryOf(item, stale);
      } catch (error) {
        logError(`get ${cacheKey}`, error);
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      let done;
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // Drain the single-use stream now; a stream that errors part-way is an incomplete value: not stored.
        const bytes = Buffer.from(await new Response(entry.value).arrayBuffer());
        const meta = {
          tags: entry.tags ?? [],
          stale: entry.stale,
          timestamp: entry.timestamp,
          expire: entry.expire,
          revalidate: entry.revalidate,
        };
        const storedAt = await writeEntry(await pool(), {
          buildId: BUILD,
          key: cacheKey,
          kind: "USE_CACHE",
          value: bytes,
          tags: meta.tags,
          meta,
          ttlSeconds: entry.expire,
          raceWindowMs,
        });
        remember(cacheKey, { bytes, meta, storedAt });
      } catch (error) {
        forget(cacheKey);
        logError(`set ${cacheKey}`, error);
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      try {
        const changed = await tagsChangedSince(await pool(), mark);
        noteTags(changed.rows);
        mark = changed.mark;
      } catch (error) {
        logError("refreshTags", error);
      }
    },

    async getExpiration(tags) {
      const now = Date.now();
      // Being expired by this server right now: everything stored so far is out of date.
      if (isExpiring(tags)) return now;
      let latest = 0;
      for (const tag of tags) {
        const expired = tagMarks.get(tag)?.expired ?? 0;
        if (expired <= now && expired > latest) latest = expired;
      }
      return latest;
    },

    async updateTags(tags, durations) {
      // Before the first await: Next calls this synchronously before the write's response leaves (store.mjs markExpiring).
      const list = tagList(tags);
      const done = markExpiring(list);
      // An immediate expiry also leaves this server's memory now, so the writer's own next read misses whatever the
      // database's clock says (the marks below compare its time with ours, and the two may differ between hosts).
      if (!durations) lru.deleteTagged(list);
      try {
        noteTags(await expireTags(await pool(), tags, durations));
      } catch (error) {
        console.error("[cache-store] could not record expired tags", tags, error);
        // At least this server stops serving them.
        const now = Date.now();
        noteTags(tags.map((tag) => ({ tag, stale: durations ? now : 0, expired: durations ? null : now })));
      } finally {
        done();
      }
    },
  };
}

export default createUseCacheHandler();
