import { beforeEach, describe, expect, it, vi } from "vitest";
import { unstable_cache } from "next/cache";
import { env } from "@/lib/env";
import { cacheable, cached, cacheKey, databaseFingerprint, MAX_CACHED_PAGE } from "./cache";

// cached() as inside the Next server, with Next's data cache replaced by a pass-through that records the keys.
vi.mock("@/lib/env", () => ({ env: { inNextServer: true, DATABASE_URL: "" } }));
vi.mock("next/server", () => ({ after: vi.fn() }));
vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  unstable_cache: vi.fn((fn: () => Promise<unknown>) => fn),
}));

describe("cacheable", () => {
  it("gives the first pages of a list and ordinary slugs their own cache entry", () => {
    expect(cacheable([1])).toBe(true);
    expect(cacheable([MAX_CACHED_PAGE])).toBe(true);
    expect(cacheable(["afrobeats-rising", 3])).toBe(true);
  });

  it("reads far pages and over-long keys directly, so a crawler cannot grow the cache without bound", () => {
    expect(cacheable([MAX_CACHED_PAGE + 1])).toBe(false);
    expect(cacheable([9_999])).toBe(false);
    expect(cacheable(["x".repeat(500)])).toBe(false);
  });
});

describe("cache keys", () => {
  const test = "postgresql://postgres:postgres@127.0.0.1:54330/mnb_e2e";

  it("differ between databases, so a build never serves what was cached from another database", () => {
    const keys = [
      test,
      "postgresql://postgres:postgres@127.0.0.1:54330/mnb_integration",
      "postgresql://postgres:postgres@127.0.0.1:54329/mnb_e2e",
      "postgresql://postgres:postgres@db.example.com:54330/mnb_e2e",
      "postgresql://postgres:postgres@127.0.0.1:54329/mnb",
    ].map((url) => cacheKey(url, "listSongsPage", [1]).join("|"));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("stay the same for the same database whatever the credentials or options", () => {
    expect(databaseFingerprint("postgresql://other:secret@127.0.0.1:54330/mnb_e2e?sslmode=disable")).toBe(databaseFingerprint(test));
    expect(databaseFingerprint("postgres://postgres@localhost/mnb")).toBe(databaseFingerprint("postgresql://x:y@LOCALHOST:5432/mnb"));
  });

  it("name the read and its arguments after the database, and never carry the password", () => {
    const key = cacheKey(test, "getSong", ["afrobeats-rising"]);
    expect(key.slice(1)).toEqual(["getSong", "afrobeats-rising"]);
    expect(key[0]).toMatch(/^db:[\w-]{12}$/);
    expect(key.join("")).not.toContain("postgres:postgres");
    expect(cacheKey(undefined, "listPosts", [])).toEqual(["db:no-db", "listPosts"]);
  });
});

describe("cached()", () => {
  const servedBy = (databaseUrl: string) => {
    env.DATABASE_URL = databaseUrl;
    return cached(async (page: number) => [`song on page ${page}`], "listSongsPage", () => ["songs"]);
  };
  const keyOfLastRead = () => vi.mocked(unstable_cache).mock.lastCall![1];

  beforeEach(() => vi.mocked(unstable_cache).mockClear());

  it("stores reads of two databases under different keys, so one build never serves the other's rows", async () => {
    expect(await servedBy("postgresql://postgres:postgres@127.0.0.1:54330/mnb_e2e")(1)).toEqual(["song on page 1"]);
    const testKey = keyOfLastRead();
    await servedBy("postgresql://postgres:postgres@127.0.0.1:54329/mnb")(1);
    const devKey = keyOfLastRead();
    expect(testKey).not.toEqual(devKey);
    expect(testKey?.slice(1)).toEqual(["listSongsPage", "1"]);
  });
});
