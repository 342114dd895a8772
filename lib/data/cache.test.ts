import { describe, expect, it, vi } from "vitest";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { bounded, cacheable, lookup, MAX_CACHED_PAGE } from "./cache";
import { COLLECTION_TAGS, expireBuildTimePages, TAGS } from "./tags";

vi.mock("@/lib/env", () => ({ env: { inNextServer: false } }));

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

describe("bounded()", () => {
  const cachedRead = vi.fn(async (page: number) => `cached ${page}`);
  const read = vi.fn(async (page: number) => `direct ${page}`);
  const listPage = bounded(cachedRead, read);

  it("sends arguments from the small set to the 'use cache' read and the rest to the plain read", async () => {
    expect(await listPage(2)).toBe("cached 2");
    expect(await listPage(MAX_CACHED_PAGE + 1)).toBe(`direct ${MAX_CACHED_PAGE + 1}`);
    expect(cachedRead).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("lookup()", () => {
  const cachedRead = vi.fn(async (key: string) => `cached ${key}`);
  const read = vi.fn(async (key: string) => `direct ${key}`);

  it("gives only keys that exist a lasting cache entry; made-up and over-long keys go to the other (brief) read", async () => {
    const find = lookup(async () => ["afrobeats-rising", "id-1", "x".repeat(500)], cachedRead, read);
    expect(await find("afrobeats-rising")).toBe("cached afrobeats-rising");
    expect(await find("made-up-slug")).toBe("direct made-up-slug");
    expect(await find("x".repeat(500))).toBe(`direct ${"x".repeat(500)}`);
    expect(cachedRead.mock.calls).toEqual([["afrobeats-rising"]]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("expireBuildTimePages()", () => {
  it("expires every collection tag, so pages stored before server start render again from this server's database", () => {
    tagsManifest.set(TAGS.songs, { stale: 5 });
    expireBuildTimePages(1_000);
    for (const tag of COLLECTION_TAGS) expect(tagsManifest.get(tag)?.expired).toBe(1_000);
    expect(tagsManifest.get(TAGS.songs)).toEqual({ stale: 5, expired: 1_000 });
    expect(COLLECTION_TAGS).toEqual(
      expect.arrayContaining(["posts", "songs", "spotlights", "spotlight-comments", "reviews", "services"]),
    );
  });
});
