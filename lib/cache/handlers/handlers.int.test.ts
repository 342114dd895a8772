// Both PostgreSQL cache handlers against the real test database, each "server" being its own handler instance: what
// one stores the other reads, a tag expired on one expires the entry on the other, builds never see each other's
// entries, the render-vs-write race is closed, and a store that cannot be reached is a miss, never an error.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import PostgresIncrementalCache from "./incremental.mjs";
import { createUseCacheHandler } from "./use-cache.mjs";
import {
  expireTags,
  expireTagsNow,
  getPool,
  settleExpiries,
  sweep,
  writeEntry,
  OLD_BUILD_GRACE_SECONDS,
} from "./store.mjs";

const DATABASE_URL = process.env.DATABASE_URL!;
const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Stamps are in ms of the database clock: wait past the current millisecond so "later" is strictly later.
const tick = () => sleep(5);
/** A second handler on another "server": same database, nothing shared in memory with the first. */
const servers = (buildId: string, raceWindowMs = 0) => [
  new PostgresIncrementalCache({ buildId, connectionString: DATABASE_URL, raceWindowMs }),
  new PostgresIncrementalCache({ buildId, connectionString: DATABASE_URL, raceWindowMs, front: false }),
];

/**
 * Holds PostgreSQL's row of `tag` locked until release(), so an expiry of that tag cannot commit meanwhile: the
 * moment Next has already sent a write's response but the expiry has not reached the store yet.
 */
async function holdTag(tag: string) {
  const pool = await getPool(DATABASE_URL);
  await expireTags(pool, [unique("warm")], { expire: 0 }); // the pool has a connection to spare
  await pool.query(
    `INSERT INTO "CacheTag" ("tag", "changedAt") VALUES ($1, clock_timestamp()) ON CONFLICT DO NOTHING`,
    [tag],
  );
  const client = await pool.connect();
  await client.query("BEGIN");
  await client.query(`SELECT 1 FROM "CacheTag" WHERE "tag" = $1 FOR UPDATE`, [tag]);
  return async () => {
    await client.query("ROLLBACK");
    client.release();
  };
}

function page(tags: string[], html = "<p>hello</p>") {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
  };
}
const pageCtx = { cacheControl: { revalidate: 3600, expire: 86_400 } };

afterAll(async () => {
  await (await getPool(DATABASE_URL)).end();
});

describe("incremental cache handler (ISR pages, unstable_cache)", () => {
  it("stores a page on one server and the other reads it back whole: Buffers, Maps, cache control", async () => {
    const [a, b] = servers(unique("build"));
    const key = unique("/route-cache/APP_PAGE/x/$/blog");
    const tag = unique("posts");
    await a.set(key, page([tag, "_N_T_/blog"]), pageCtx);
    const hit = await b.get(key, { kind: "APP_PAGE" });
    expect(hit).not.toBeNull();
    const value = hit!.value as ReturnType<typeof page>;
    expect(value.html).toBe("<p>hello</p>");
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe("rsc:<p>hello</p>");
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(value.segmentData.get("/_tree")!.toString()).toBe("tree");
    expect(hit!.cacheControl).toEqual(pageCtx.cacheControl);
    expect(Math.abs(hit!.lastModified - Date.now())).toBeLessThan(60_000);
  });

  it("expires a page on every server when one revalidates one of its tags (and not for other tags)", async () => {
    const [a, b] = servers(unique("build"));
    const key = unique("/route-cache/APP_PAGE/x/$/blog");
    const tag = unique("posts");
    await a.set(key, page([tag, "_N_T_/blog"]), pageCtx);
    await tick();
    await b.revalidateTag([unique("songs")], { expire: 0 });
    expect(await a.get(key, { kind: "APP_PAGE" })).not.toBeNull();
    await b.revalidateTag([tag], { expire: 0 });
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
    // Stored again after the expiry (and outside the race window): fresh again.
    await tick();
    await a.set(key, page([tag], "<p>new</p>"), pageCtx);
    expect((await b.get(key, { kind: "APP_PAGE" }))!.value!.html).toBe("<p>new</p>");
  });

  it("serves from this process's copy only while the shared store holds that same version", async () => {
    const [a, b] = servers(unique("build"));
    const key = unique("/route-cache/APP_PAGE/x/$/songs");
    await a.set(key, page(["songs"], "<p>v1</p>"), pageCtx);
    expect((await a.get(key, { kind: "APP_PAGE" }))!.value!.html).toBe("<p>v1</p>");
    await tick();
    await b.set(key, page(["songs"], "<p>v2</p>"), pageCtx);
    expect((await a.get(key, { kind: "APP_PAGE" }))!.value!.html).toBe("<p>v2</p>");
    await (await getPool(DATABASE_URL)).query(`DELETE FROM "CacheEntry" WHERE "key" = $1`, [key]);
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  it("expires a fetch entry by its own tags or by a soft tag given when it is read (revalidatePath)", async () => {
    const [a, b] = servers(unique("build"));
    const key = unique("fetch-key");
    const tag = unique("songs");
    const data = {
      kind: "FETCH",
      data: { headers: {}, body: "[1,2]", status: 200, url: "" },
      revalidate: 3600,
      tags: [tag],
    };
    await a.set(key, data, { fetchCache: true, tags: [tag] });
    const ctx = { kind: "FETCH", tags: [tag], softTags: ["_N_T_/songs"] };
    expect((await b.get(key, ctx))!.value).toEqual(data);
    await tick();
    await a.revalidateTag("_N_T_/songs");
    expect(await b.get(key, ctx)).toBeNull();
  });

  it("serves a stale-marked entry as due for background revalidation, not as fresh and not as a miss", async () => {
    const [a, b] = servers(unique("build"));
    const key = unique("fetch-key");
    const tag = unique("artists");
    await a.set(
      key,
      { kind: "FETCH", data: { headers: {}, body: "x", status: 200, url: "" }, revalidate: 60, tags: [tag] },
      { fetchCache: true, tags: [tag] },
    );
    await tick();
    await a.revalidateTag([tag], { expire: 3600 });
    const hit = await b.get(key, { kind: "FETCH", tags: [tag] });
    expect(hit).not.toBeNull();
    // Older than its revalidate time, so Next serves it and refreshes it in the background.
    expect(Date.now() - hit!.lastModified).toBeGreaterThan(60_000);
  });

  it("makes the writer's own next read miss while the expiry is still on its way to PostgreSQL", async () => {
    const [a, b] = servers(unique("build"));
    const key = unique("/route-cache/APP_PAGE/x/$/blog");
    const tag = unique("posts");
    const release = await holdTag(tag);
    await a.set(key, page([tag]), pageCtx);
    // Next calls revalidateTag without waiting for it before the response goes out; the next request comes at once.
    const expiring = a.revalidateTag([tag], { expire: 0 });
    try {
      // (The mark is per process, so both handler instances of this test see it; another server learns the expiry
      // from PostgreSQL, below, a few milliseconds later: docs/deploy.md "Running several instances".)
      expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
    } finally {
      await release();
    }
    await expiring;
    expect(await b.get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  it("counts an expiry stamped in the same millisecond as the write it follows as after it", async () => {
    // Stamps are whole milliseconds: a render stored and its tag expired straight after can share one (CI saw it).
    const [a, b] = servers(unique("build"));
    const key = unique("/route-cache/APP_PAGE/x/$/blog");
    const tag = unique("posts");
    await a.set(key, page([tag]), pageCtx);
    const pool = await getPool(DATABASE_URL);
    await pool.query(
      `INSERT INTO "CacheTag" ("tag", "staleAt", "expiredAt", "changedAt")
       SELECT $1, e."storedAt", e."storedAt", clock_timestamp() FROM "CacheEntry" e WHERE e."key" = $2`,
      [tag, key],
    );
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
    expect(await b.get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  it("records a write's own expiry in PostgreSQL before settleExpiries() returns", async () => {
    // Read from PostgreSQL itself: the per-process mark (above) would make any handler of this process miss anyway.
    const pool = await getPool(DATABASE_URL);
    const expiredAt = async (tag: string) =>
      (await pool.query(`SELECT "expiredAt"::float8 AS at FROM "CacheTag" WHERE "tag" = $1`, [tag])).rows[0]?.at ??
      null;
    const tag = unique("posts");
    const release = await holdTag(tag);
    let settled = false;
    expireTagsNow([tag], DATABASE_URL);
    const settling = settleExpiries().then(() => (settled = true));
    try {
      await sleep(50);
      // Not recorded yet (the row is held): the write's answer must not leave yet.
      expect(settled).toBe(false);
      expect(await expiredAt(tag)).toBeNull();
    } finally {
      await release();
    }
    await settling;
    expect(await expiredAt(tag)).toBeGreaterThan(0);
    await settleExpiries(); // nothing in flight: returns at once
  });

  it("closes the race: a render finished just after its tag expired is stored as already expired", async () => {
    const buildId = unique("build");
    const [a] = servers(buildId, 5_000);
    const [fast] = servers(buildId, 50);
    const tag = unique("posts");
    const key = unique("/route-cache/APP_PAGE/x/$/blog");
    // The write (on another server) lands while this page is rendering with the old list...
    await a.revalidateTag([tag], { expire: 0 });
    await tick();
    // ...and the render finishes after it: without the window this would be a fresh hit with the old list.
    await a.set(key, page([tag], "<p>old list</p>"), pageCtx);
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
    // Outside the window the same store is fresh (the rule does not expire everything).
    await sleep(100);
    await fast.set(key, page([tag], "<p>new list</p>"), pageCtx);
    expect((await a.get(key, { kind: "APP_PAGE" }))!.value!.html).toBe("<p>new list</p>");
  });

  it("never serves one build's entries to another build", async () => {
    const [oldBuild] = servers(unique("old"));
    const [newBuild] = servers(unique("new"));
    const key = unique("/route-cache/APP_PAGE/x/$/home");
    await oldBuild.set(key, page(["home"]), pageCtx);
    expect(await oldBuild.get(key, { kind: "APP_PAGE" })).not.toBeNull();
    expect(await newBuild.get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  it("reads the build ID from the build folder Next passes, and caches nothing before the build has one", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "mnb-dist-"));
    try {
      const options = { serverDistDir: path.join(dist, "server"), connectionString: DATABASE_URL, raceWindowMs: 0 };
      const key = unique("/route-cache/APP_PAGE/x/$/about");
      const early = new PostgresIncrementalCache(options);
      expect(early.buildId).toBeUndefined();
      await early.set(key, page(["t"]), pageCtx);
      expect(await early.get(key, { kind: "APP_PAGE" })).toBeNull();

      const buildId = unique("b");
      writeFileSync(path.join(dist, "BUILD_ID"), buildId);
      const later = new PostgresIncrementalCache(options);
      expect(later.buildId).toBe(buildId);
      await later.set(key, page(["t"]), pageCtx);
      expect(
        await new PostgresIncrementalCache({ buildId, connectionString: DATABASE_URL }).get(key, { kind: "APP_PAGE" }),
      ).not.toBeNull();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("treats an unreachable store as a miss: no throw from get, set or revalidateTag", async () => {
    const down = new PostgresIncrementalCache({
      buildId: "b",
      connectionString: "postgresql://postgres:postgres@127.0.0.1:9/none",
    });
    await expect(down.get("/k", { kind: "APP_PAGE" })).resolves.toBeNull();
    await expect(down.set("/k", page(["t"]), pageCtx)).resolves.toBeUndefined();
    await expect(down.revalidateTag(["t"])).resolves.toBeUndefined();
  });
});

describe("'use cache' handler", () => {
  const entry = (tags: string[], text: string, timestamp = Date.now()) => ({
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp,
    expire: 3600,
    revalidate: 900,
  });
  const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

  it("shares entries between servers, and a tag updated on one expires the entry on the other after refreshTags", async () => {
    const a = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 0 });
    const b = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 0 });
    const key = unique('["build","fn",[1]]');
    const tag = unique("posts");
    await b.refreshTags();
    await a.set(key, Promise.resolve(entry([tag], "cached list")));
    const hit = await b.get(key, []);
    expect(hit && (await read(hit.value))).toBe("cached list");
    expect(hit!.tags).toEqual([tag]);
    expect(hit!.revalidate).toBe(900);
    // A second read is served from b's own memory, and still every read gets its own stream.
    expect(await read((await b.get(key, []))!.value)).toBe("cached list");

    await tick();
    await a.updateTags([tag]);
    expect(await a.get(key, [])).toBeUndefined(); // the writer's own next read misses at once
    await b.refreshTags(); // what Next does at the start of b's next request
    expect(await b.getExpiration([tag])).toBeGreaterThan(0);
    expect(await b.get(key, [])).toBeUndefined();
  });

  it("makes the writer's own next read miss even when the database's clock runs ahead of this server's", async () => {
    // CI once saw the writer's own read served: the database stamped the expiry a fraction of a millisecond after
    // this process's Date.now(). Here this server's clock runs a whole second behind instead.
    const a = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 0 });
    const key = unique('["build","fn",[3]]');
    const tag = unique("posts");
    await a.set(key, Promise.resolve(entry([tag], "cached list")));
    expect(await a.get(key, [])).toBeDefined();
    await tick();
    const behind = Date.now() - 1000;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => behind);
    try {
      await a.updateTags([tag]);
      expect(await a.get(key, [])).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });

  it("makes the writer's own next read miss while the expiry is still on its way to PostgreSQL", async () => {
    const a = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 0 });
    const key = unique('["build","fn",[2]]');
    const tag = unique("songs");
    const release = await holdTag(tag);
    await a.set(key, Promise.resolve(entry([tag], "cached songs")));
    const expiring = a.updateTags([tag]);
    try {
      expect(await a.get(key, [])).toBeUndefined();
      expect(await a.getExpiration([tag])).toBeGreaterThan(0);
    } finally {
      await release();
    }
    await expiring;
    expect(await a.get(key, [])).toBeUndefined();
  });

  it("reports soft-tag expirations made by other servers through getExpiration after refreshTags", async () => {
    const a = createUseCacheHandler({ connectionString: DATABASE_URL });
    const b = createUseCacheHandler({ connectionString: DATABASE_URL });
    const soft = unique("_N_T_/blog");
    await b.refreshTags();
    expect(await b.getExpiration([soft])).toBe(0);
    await a.updateTags([soft]);
    await b.refreshTags();
    const at = await b.getExpiration([soft]);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
  });

  it("marks an entry stale (revalidate -1) when its tag is revalidated with a profile", async () => {
    const a = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 0 });
    const b = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 0 });
    const key = unique("key");
    const tag = unique("songs");
    await a.set(key, Promise.resolve(entry([tag], "v1")));
    await tick();
    await a.updateTags([tag], { expire: 3600 });
    const hit = await b.get(key, []);
    expect(hit && (await read(hit.value))).toBe("v1");
    expect(hit!.revalidate).toBe(-1);
  });

  it("closes the race for 'use cache' entries too", async () => {
    const a = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 5_000 });
    const b = createUseCacheHandler({ connectionString: DATABASE_URL, raceWindowMs: 5_000 });
    const key = unique("key");
    const tag = unique("posts");
    await b.updateTags([tag]);
    await tick();
    await a.set(key, Promise.resolve(entry([tag], "old")));
    expect(await b.get(key, [])).toBeUndefined();
  });

  it("does not store a value whose stream failed part-way, and treats an unreachable store as a miss", async () => {
    const a = createUseCacheHandler({ connectionString: DATABASE_URL });
    const key = unique("key");
    const broken = {
      ...entry(["t"], ""),
      value: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("half"));
          controller.error(new Error("render failed"));
        },
      }),
    };
    await a.set(key, Promise.resolve(broken));
    expect(await createUseCacheHandler({ connectionString: DATABASE_URL }).get(key, [])).toBeUndefined();

    const down = createUseCacheHandler({ connectionString: "postgresql://postgres:postgres@127.0.0.1:9/none" });
    await expect(down.refreshTags()).resolves.toBeUndefined();
    await expect(down.set("k", Promise.resolve(entry(["t"], "x")))).resolves.toBeUndefined();
    await expect(down.get("k", [])).resolves.toBeUndefined();
    await expect(down.updateTags(["t"])).resolves.toBeUndefined();
  });
});

describe("store bounds", () => {
  it("sweeps expired entries and other builds' entries after the grace period, keeping the current build's", async () => {
    const pool = await getPool(DATABASE_URL);
    const current = unique("current");
    const old = unique("old");
    const expiredKey = unique("k");
    await writeEntry(pool, {
      buildId: current,
      key: expiredKey,
      kind: "FETCH",
      value: Buffer.from("{}"),
      tags: [],
      ttlSeconds: 1,
    });
    await writeEntry(pool, { buildId: current, key: "kept", kind: "FETCH", value: Buffer.from("{}"), tags: [] });
    await writeEntry(pool, { buildId: old, key: "gone", kind: "FETCH", value: Buffer.from("{}"), tags: [] });
    await pool.query(
      `UPDATE "CacheEntry" SET "storedAt" = "storedAt" - $2::bigint * 1000 - 1000 WHERE "buildId" = $1`,
      [old, OLD_BUILD_GRACE_SECONDS],
    );
    await pool.query(`UPDATE "CacheEntry" SET "expiresAt" = now() - interval '1 second' WHERE "key" = $1`, [
      expiredKey,
    ]);
    await sweep(pool, current);
    const { rows } = await pool.query(`SELECT "buildId", "key" FROM "CacheEntry" WHERE "buildId" = ANY($1::text[])`, [
      [current, old],
    ]);
    expect(rows).toEqual([{ buildId: current, key: "kept" }]);
    // Tags stay while an entry could still be older than them.
    const tag = unique("recent");
    await expireTags(pool, [tag]);
    await sweep(pool, current);
    expect((await pool.query(`SELECT 1 FROM "CacheTag" WHERE "tag" = $1`, [tag])).rowCount).toBe(1);
  });
});
