// Next's incremental cache (next.config `cacheHandler`) in PostgreSQL, so several servers share one cache: ISR and
// prerendered pages (APP_PAGE), route handlers' responses (APP_ROUTE) and unstable_cache / fetch reads (FETCH).
// Enabled by CACHE_STORE=postgres (docs/deploy.md "Running several instances"); Next makes one of these per request.
//
// - Keys are prefixed by the build ID, read from the build folder Next passes in: a new deploy never serves an old
//   build's pages (their RSC payloads reference the old build's chunks).
// - Tags live in PostgreSQL (store.mjs): revalidateTag on one server expires the entries on every server. A page's
//   tags are its `x-next-cache-tags` header, a fetch entry's are ctx.tags (+ soft tags when read).
// - The race: an entry stored within RACE_WINDOW_MS after one of its tags expired is stored as already expired.
// - Any store error is a miss (get) or a skipped write (set): the page renders, it never answers 500.
import {
  ByteLru,
  deserialize,
  expireTags,
  getPool,
  isExpiring,
  logError,
  markedSince,
  markExpiring,
  readEntry,
  RACE_WINDOW_MS,
  serialize,
  tagList,
  writeEntry,
} from "./store.mjs";

const CACHE_TAGS_HEADER = "x-next-cache-tags";
const buildIds = new Map();
/**
 * The entries this process last read or wrote, already deserialised, by build and key. Every get still asks
 * PostgreSQL (one round trip: which version is stored, and are its tags expired) and gets the value only when the stored
 * version differs, so the front never serves anything the shared store would not.
 */
const front = new ByteLru(Number(process.env.CACHE_LRU_BYTES) || 32 * 1024 * 1024);

/** The build ID of the build in `serverDistDir`'s parent folder; undefined until `next build` has written it. */
function readBuildId(serverDistDir) {
  // node:fs and node:path through getBuiltinModule, not imports: this file must load in the Edge middleware bundle
  // (see store.mjs), where it is never used.
  const builtin =
    typeof process !== "undefined" && typeof process.getBuiltinModule === "function"
      ? process.getBuiltinModule
      : undefined;
  if (!serverDistDir || !builtin) return undefined;
  const fs = builtin("node:fs");
  const file = builtin("node:path").join(serverDistDir, "..", "BUILD_ID");
  if (buildIds.has(file)) return buildIds.get(file);
  // `next build` writes BUILD_ID after collecting page data; until then (no file) nothing is cached, so a build's
  // early reads can never land under the previous build's ID.
  if (!fs.existsSync(file)) return undefined;
  const id = fs.readFileSync(file, "utf8").trim();
  if (id) buildIds.set(file, id);
  return id || undefined;
}

function entryTags(data, ctx) {
  if (data?.kind === "FETCH") return ctx?.tags ?? data.tags ?? [];
  const header = data?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

export default class PostgresIncrementalCache {
  /**
   * @param {{ serverDistDir?: string, buildId?: string, connectionString?: string, raceWindowMs?: number, front?: boolean }}
   *   options: Next passes serverDistDir (and more); the others are for tests (front: false = no in-process copies).
   */
  constructor(options = {}) {
    this.options = options;
    this.front = options.front === false ? new ByteLru(0) : front;
  }

  get buildId() {
    return this.options.buildId ?? readBuildId(this.options.serverDistDir);
  }

  pool() {
    return getPool(this.options.connectionString);
  }

  async get(key, ctx = {}) {
    const buildId = this.buildId;
    if (!buildId) return null;
    try {
      const extraTags = ctx.kind === "FETCH" ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const frontKey = `${buildId}\0${key}`;
      const known = this.front.get(frontKey);
      const row = await readEntry(await this.pool(), buildId, key, extraTags, known?.storedAt);
      if (!row) {
        this.front.delete(frontKey);
        return null;
      }
      // Expired by a tag after it was stored: a miss, so this request renders it again (blocking).
      if (markedSince(row.expired, row.storedAt)) return null;
      let entry = known?.entry;
      if (!row.unchanged || !entry) {
        entry = deserialize(row.value);
        this.front.set(frontKey, { storedAt: row.storedAt, entry }, row.value.length);
      }
      const { value, cacheControl } = entry;
      // This server is expiring one of its tags right now (the write's response may already be out): a miss.
      if (isExpiring([...entryTags(value, ctx), ...extraTags])) return null;
      let lastModified = row.storedAt;
      if (markedSince(row.stale, row.storedAt)) {
        // Stale (revalidateTag with a profile): served while a fresh one renders in the background, which Next does
        // for an entry older than its revalidate time. Without a revalidate time, render it now instead.
        const revalidate = value?.kind === "FETCH" ? value.revalidate : cacheControl?.revalidate;
        if (typeof revalidate !== "number") return null;
        lastModified = Date.now() - revalidate * 1000 - 1000;
      }
      return { lastModified, value, ...(cacheControl ? { cacheControl } : {}) };
    } catch (error) {
      logError(`get ${key}`, error);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    const buildId = this.buildId;
    if (!buildId || !data || data.kind === "IMAGE") return;
    try {
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const expire = typeof cacheControl?.expire === "number" ? cacheControl.expire : undefined;
      const value = serialize({ value: data, cacheControl });
      const storedAt = await writeEntry(await this.pool(), {
        buildId,
        key,
        kind: data.kind,
        value,
        tags: entryTags(data, ctx),
        ttlSeconds: expire,
        raceWindowMs: this.options.raceWindowMs ?? RACE_WINDOW_MS,
      });
      this.front.set(`${buildId}\0${key}`, { storedAt, entry: deserialize(value) }, value.length);
    } catch (error) {
      this.front.delete(`${buildId}\0${key}`);
      logError(`set ${key}`, error);
    }
  }

  async revalidateTag(tags, durations) {
    // Before the first await: Next calls this synchronously before the write's response leaves (store.mjs markExpiring).
    const done = markExpiring(tagList(tags));
    try {
      await expireTags(await this.pool(), tags, durations);
    } catch (error) {
      // The write that asked for this has happened; other servers keep their copy until it expires. Say so loudly.
      console.error("[cache-store] could not record expired tags", tags, error);
    } finally {
      done();
    }
  }

  resetRequestCache() {}
}
