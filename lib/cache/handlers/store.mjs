// The PostgreSQL store behind both cache handlers (incremental.mjs for ISR pages and unstable_cache, use-cache.mjs for
// 'use cache'), used when CACHE_STORE=postgres. Plain ESM on purpose: Next imports handler files at runtime with a
// native import(), outside its bundler, so no TypeScript and no "@/..." paths here. Tables: CacheEntry and CacheTag
// (prisma/schema.prisma); everything is read and written with `pg`.
//
// Clocks: every time stored here (an entry's storedAt, a tag's staleAt/expiredAt) comes from the database's clock, so
// servers whose clocks drift still agree on "was this tag expired after that entry was stored".
//
// Edge-safe to load: with a cacheHandler configured at build time, Next also bundles the handler into the Edge
// middleware, where a top-level `import pg` or `node:` import makes every request fail ("Native module not found").
// So nothing Node-only is imported at the top: `pg` is imported on first use (never in the middleware, which reads no
// cache).

/** A number from the environment; unset or not a number gives the default (0 is a valid setting). */
const envNumber = (name, fallback) => {
  const raw = typeof process !== "undefined" ? process.env[name] : undefined;
  const value = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** Entries live at most this long (and less when their own `expire` is shorter); the sweep deletes them after. */
export const MAX_TTL_SECONDS = envNumber("CACHE_MAX_TTL_SECONDS", 7 * 24 * 3600) || 7 * 24 * 3600;
/** Rows of other builds are kept this long after a deploy (a rolling deploy still has old servers reading them). */
export const OLD_BUILD_GRACE_SECONDS = 3600;
/** At most this many entries are kept; past it the sweep deletes the oldest. */
export const MAX_ENTRIES = envNumber("CACHE_MAX_ENTRIES", 20_000) || 20_000;
/**
 * The race window. A render that began before a write and finished after it would be stored as fresh with old data;
 * so an entry stored within this long after one of its tags was expired is stored as already expired (stamped just
 * before the expiry), and the next request renders it again. Renders slower than this are not covered.
 */
export const RACE_WINDOW_MS = envNumber("CACHE_RACE_WINDOW_MS", 5_000);
const SWEEP_EVERY_MS = 60_000;
const QUERY_TIMEOUT_MS = 3_000;

/**
 * This process's state, on a global: Next imports this file natively for its handlers and the app's bundle holds its
 * own copy (lib/cache/index.ts calls expireTagsNow), and both copies must share one pool and one set of marks.
 */
const state = (globalThis[Symbol.for("mnb.cache-store")] ??= {
  pools: new Map(),
  expiring: new Map(),
  direct: new Set(),
  sweptAt: 0,
  lastErrorLogged: 0,
});
const { pools, expiring } = state;

/** One small pool per process (both handlers share it). Tests pass their own connection string. */
export async function getPool(connectionString = process.env.DATABASE_URL) {
  if (!connectionString) throw new Error("CACHE_STORE=postgres needs DATABASE_URL");
  const existing = pools.get(connectionString);
  if (existing) return existing;
  const { default: pg } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "pg");
  if (pools.has(connectionString)) return pools.get(connectionString);
  const pool = new pg.Pool({
    connectionString,
    max: envNumber("CACHE_POOL_SIZE", 4) || 4,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: "next-cache",
  });
  // An idle client losing its connection must not crash the server: the next query reconnects.
  pool.on("error", (error) => logError("idle connection", error));
  pools.set(connectionString, pool);
  return pool;
}

/** Store errors are logged (at most once in 10 s) and turned into misses by the callers, never into a 500. */
export function logError(what, error) {
  const now = Date.now();
  if (now - state.lastErrorLogged < 10_000) return;
  state.lastErrorLogged = now;
  console.warn(
    `[cache-store] ${what} failed, treated as a cache miss:`,
    error instanceof Error ? error.message : error,
  );
}

// ─── Serialisation ───────────────────────────────────────────────────────────
// Entries hold Buffers (rscData, a route's body), Maps (segmentData) and plain JSON. JSON alone turns a Buffer into
// {type, data:[...]} and a Map into {}, which breaks client navigation ("segmentData.get is not a function"), so both
// are tagged on the way out and rebuilt on the way in.

const TAG = "__mnbCache";

export function serialize(value) {
  return Buffer.from(
    JSON.stringify(value, function (key, v) {
      const original = this[key]; // before Buffer#toJSON ran
      if (original instanceof Uint8Array) return { [TAG]: "bytes", b64: Buffer.from(original).toString("base64") };
      if (original instanceof Map) return { [TAG]: "map", entries: [...original.entries()] };
      if (original === undefined) return undefined;
      return v;
    }),
    "utf8",
  );
}

export function deserialize(bytes) {
  return JSON.parse(Buffer.from(bytes).toString("utf8"), (_key, v) => {
    if (v && typeof v === "object" && typeof v[TAG] === "string") {
      if (v[TAG] === "bytes") return Buffer.from(v.b64, "base64");
      if (v[TAG] === "map") return new Map(v.entries);
    }
    return v;
  });
}

// ─── Tags ────────────────────────────────────────────────────────────────────

// Whole milliseconds, rounded down: a cast alone rounds half up, which could stamp a mark up to 0.5 ms after this
// process's Date.now() on the same host, so a tag just expired would not yet count as expired here.
const NOW_MS = "floor(extract(epoch from clock_timestamp()) * 1000)::bigint";

/**
 * Whether a tag mark (expired or stale, database ms) falls on or after an entry's `storedAt`. Stamps are whole
 * milliseconds, so a write and the expiry that follows it can carry the same one: the tie counts as "after", so such
 * an entry is out of date (a miss or a background refresh, never a stale page served as fresh).
 */
export const markedSince = (mark, storedAt) => typeof mark === "number" && mark > 0 && mark >= storedAt;

/**
 * Tags this process is expiring right now: asked for, not yet confirmed by PostgreSQL. Next sends a write's response
 * before its tag expiry has finished (it runs in waitUntil), but it calls the handlers' revalidateTag/updateTags
 * synchronously before the response leaves, and these marks are set in that synchronous part. While a tag is here, any
 * entry carrying it is a miss on this server, so the writer's very next request reads the database even if PostgreSQL
 * has not recorded the expiry yet. Other servers learn it from PostgreSQL: for writes made through lib/cache/index.ts
 * `expire`, before the write's response leaves (expireTagsNow).
 */

/** The tags of an expiry call, deduplicated (Next passes an array; a string is accepted too). */
export const tagList = (tags) => [...new Set((typeof tags === "string" ? [tags] : (tags ?? [])).filter(Boolean))];

/** Marks `tags` as being expired by this process until the returned function is called. Synchronous by design. */
export function markExpiring(tags) {
  for (const tag of tags) expiring.set(tag, (expiring.get(tag) ?? 0) + 1);
  return () => {
    for (const tag of tags) {
      const left = (expiring.get(tag) ?? 1) - 1;
      if (left > 0) expiring.set(tag, left);
      else expiring.delete(tag);
    }
  };
}

/** Whether any of `tags` is being expired by this process right now (see markExpiring). */
export const isExpiring = (tags) => expiring.size > 0 && (tags ?? []).some((tag) => expiring.has(tag));

/**
 * A write's own expiry, recorded in PostgreSQL before its response leaves. Next runs a route handler's revalidateTag
 * on the handlers only after the handler has returned, and sends the response without waiting for it (waitUntil), so
 * a client whose next request reaches another server could be served the old entry for those few milliseconds (longer
 * on a loaded machine). lib/cache/index.ts `expire` starts this beside Next's own expiry, and the API wrapper awaits
 * settleExpiries() before it answers. Never rejects (a failure is logged; Next's expiry still follows).
 */
export function expireTagsNow(tags, connectionString) {
  const list = tagList(tags);
  if (list.length === 0) return Promise.resolve();
  const done = markExpiring(list);
  const write = getPool(connectionString)
    .then((pool) => expireTags(pool, list))
    .then(
      () => undefined,
      (error) => console.error("[cache-store] could not record expired tags", list, error),
    )
    .finally(() => {
      done();
      state.direct.delete(write);
    });
  state.direct.add(write);
  return write;
}

/** Waits for every expireTagsNow write in flight when called (not for ones started later). */
export async function settleExpiries() {
  if (state.direct.size > 0) await Promise.all([...state.direct]);
}

/**
 * Records that `tags` went stale/expired now (database clock). Without `durations` they expire at once (updateTag,
 * revalidateTag(tag, { expire: 0 })); with `durations.expire` they go stale now and expire that many seconds later.
 */
export async function expireTags(pool, tags, durations) {
  const list = tagList(tags);
  if (list.length === 0) return [];
  const expireMs = durations ? (durations.expire === undefined ? null : Math.max(0, durations.expire * 1000)) : 0;
  const stale = Boolean(durations);
  const { rows } = await pool.query(
    `INSERT INTO "CacheTag" ("tag", "staleAt", "expiredAt", "changedAt")
     SELECT t, CASE WHEN $2 THEN ${NOW_MS} END, CASE WHEN $3::bigint IS NOT NULL THEN ${NOW_MS} + $3::bigint END, clock_timestamp()
       FROM unnest($1::text[]) AS t
     ON CONFLICT ("tag") DO UPDATE SET
       "staleAt" = COALESCE(EXCLUDED."staleAt", "CacheTag"."staleAt"),
       "expiredAt" = COALESCE(EXCLUDED."expiredAt", "CacheTag"."expiredAt"),
       "changedAt" = EXCLUDED."changedAt"
     RETURNING "tag", "staleAt"::float8 AS stale, "expiredAt"::float8 AS expired`,
    [list, stale, expireMs],
  );
  return rows;
}

/** Tags changed since `since` (a value returned by an earlier call, or null for all). Returns rows and the new mark. */
export async function tagsChangedSince(pool, since) {
  // Re-reading a few seconds before the mark covers writes that committed after a later-stamped one was seen.
  const { rows } = await pool.query(
    `SELECT "tag", "staleAt"::float8 AS stale, "expiredAt"::float8 AS expired, "changedAt"::text AS changed
       FROM "CacheTag"
      WHERE $1::timestamp IS NULL OR "changedAt" > $1::timestamp - interval '10 seconds'
      ORDER BY "changedAt"`,
    [since],
  );
  return { rows, mark: rows.length ? rows[rows.length - 1].changed : since };
}

// ─── Entries ─────────────────────────────────────────────────────────────────

/**
 * Reads one entry with what its tags (and `extraTags`, e.g. soft tags) say about it, in one round trip: the latest
 * expiry that has passed and the latest stale mark, both in database ms. When the caller already holds the version
 * stored at `knownStoredAt`, the value is not sent again (`value` is null and `unchanged` true).
 */
export async function readEntry(pool, buildId, key, extraTags = [], knownStoredAt = -1) {
  const { rows } = await pool.query(
    `SELECT CASE WHEN e."storedAt" = $4::bigint THEN NULL ELSE e."value" END AS "value", e."storedAt" = $4::bigint AS unchanged,
            e."meta", e."storedAt"::float8 AS "storedAt", e."tags",
            (SELECT max(t."expiredAt") FROM "CacheTag" t
              WHERE t."tag" = ANY(e."tags" || $3::text[]) AND t."expiredAt" <= ${NOW_MS})::float8 AS expired,
            (SELECT max(t."staleAt") FROM "CacheTag" t WHERE t."tag" = ANY(e."tags" || $3::text[]))::float8 AS stale
       FROM "CacheEntry" e
      WHERE e."buildId" = $1 AND e."key" = $2 AND e."expiresAt" > now()`,
    [buildId, key, extraTags, Math.round(knownStoredAt)],
  );
  return rows[0] ?? null;
}

/** A small in-process LRU, bounded by bytes; Map order is least recently used first. */
export class ByteLru {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.items = new Map();
  }
  get(key) {
    const held = this.items.get(key);
    if (!held) return undefined;
    this.items.delete(key);
    this.items.set(key, held);
    return held.item;
  }
  set(key, item, size) {
    this.delete(key);
    if (size > this.maxBytes / 8) return;
    this.items.set(key, { item, size });
    this.bytes += size;
    for (const [oldest, old] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= old.size;
    }
  }
  delete(key) {
    const old = this.items.get(key);
    if (!old) return;
    this.items.delete(key);
    this.bytes -= old.size;
  }
  /** Drops every item whose `meta.tags` holds one of `tags`. */
  deleteTagged(tags) {
    const wanted = new Set(tags);
    for (const [key, held] of this.items) {
      if (held.item.meta?.tags?.some((tag) => wanted.has(tag))) this.delete(key);
    }
  }
}

/**
 * Stores one entry. `storedAt` is the database's now, unless one of its tags was expired or went stale within
 * RACE_WINDOW_MS: then it is stamped 1 ms before that, so the entry counts as already out of date (see RACE_WINDOW_MS).
 * Returns the stamp used.
 */
export async function writeEntry(
  pool,
  { buildId, key, kind, value, tags, meta = null, ttlSeconds, raceWindowMs = RACE_WINDOW_MS },
) {
  const ttl = Math.max(
    1,
    Math.min(MAX_TTL_SECONDS, Number.isFinite(ttlSeconds) && ttlSeconds > 0 ? ttlSeconds : MAX_TTL_SECONDS),
  );
  const { rows } = await pool.query(
    `WITH now_ms AS (SELECT ${NOW_MS} AS ms),
          recent AS (
            SELECT max(greatest(coalesce(t."expiredAt", 0), coalesce(t."staleAt", 0))) AS at
              FROM "CacheTag" t, now_ms
             WHERE t."tag" = ANY($5::text[])
               AND greatest(coalesce(t."expiredAt", 0), coalesce(t."staleAt", 0)) BETWEEN now_ms.ms - $8::bigint AND now_ms.ms)
     INSERT INTO "CacheEntry" ("buildId", "key", "kind", "value", "tags", "meta", "storedAt", "expiresAt")
     SELECT $1, $2, $3, $4, $5::text[], $6::jsonb, coalesce(recent.at - 1, now_ms.ms), now() + make_interval(secs => $7)
       FROM now_ms, recent
     ON CONFLICT ("buildId", "key") DO UPDATE SET
       "kind" = EXCLUDED."kind", "value" = EXCLUDED."value", "tags" = EXCLUDED."tags", "meta" = EXCLUDED."meta",
       "storedAt" = EXCLUDED."storedAt", "expiresAt" = EXCLUDED."expiresAt"
     RETURNING "storedAt"::float8 AS "storedAt"`,
    [buildId, key, kind, value, [...new Set(tags)], meta === null ? null : JSON.stringify(meta), ttl, raceWindowMs],
  );
  maybeSweep(pool, buildId);
  return rows[0].storedAt;
}

/**
 * Bounds the store, at most once a minute per process, in the background: expired entries, other builds' entries
 * after a grace period, entries past MAX_ENTRIES (oldest first), and tag marks too old to matter to any entry left.
 */
export function maybeSweep(pool, buildId, { force = false } = {}) {
  const now = Date.now();
  if (!force && now - state.sweptAt < SWEEP_EVERY_MS) return Promise.resolve();
  state.sweptAt = now;
  return sweep(pool, buildId).catch((error) => logError("sweep", error));
}

export async function sweep(pool, buildId) {
  await pool.query(`DELETE FROM "CacheEntry" WHERE "expiresAt" <= now()`);
  if (buildId) {
    await pool.query(
      `DELETE FROM "CacheEntry" WHERE "buildId" <> $1 AND "buildId" <> '' AND "storedAt" < ${NOW_MS} - $2::bigint * 1000`,
      [buildId, OLD_BUILD_GRACE_SECONDS],
    );
  }
  await pool.query(
    `DELETE FROM "CacheEntry" WHERE ("buildId", "key") IN (
       SELECT "buildId", "key" FROM "CacheEntry" ORDER BY "storedAt" DESC OFFSET $1)`,
    [MAX_ENTRIES],
  );
  // A tag mark older than the longest-lived entry can no longer be newer than any entry's storedAt.
  await pool.query(
    `DELETE FROM "CacheTag"
      WHERE greatest(coalesce("staleAt", 0), coalesce("expiredAt", 0)) < ${NOW_MS} - $1::bigint * 1000
        AND "changedAt" < now() - make_interval(secs => $1)`,
    [MAX_TTL_SECONDS + 3600],
  );
}
