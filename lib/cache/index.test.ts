import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { bounded, cacheable, keptIfFound, MAX_CACHED_PAGE } from "./";
import { COLLECTION_TAGS, expireBuildTimePages, TAGS } from "./tags";

const { env, cacheLife, cacheTag } = vi.hoisted(() => ({
  env: { inNextServer: false },
  cacheLife: vi.fn(),
  cacheTag: vi.fn(),
}));
vi.mock("@/lib/config/env", () => ({ env }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  cacheLife,
  cacheTag,
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

describe("keptIfFound()", () => {
  beforeEach(() => {
    env.inNextServer = true;
    cacheLife.mockClear();
    cacheTag.mockClear();
  });
  afterEach(() => {
    env.inNextServer = false;
  });

  it("keeps a row that exists for the usual life and a key that matches nothing for five minutes, under its tags", () => {
    const row = { slug: "afrobeats-rising" };
    expect(keptIfFound(row, TAGS.posts, TAGS.post(row.slug))).toBe(row);
    expect(cacheLife).toHaveBeenLastCalledWith("hours");
    expect(keptIfFound(null, TAGS.posts, TAGS.post("made-up-slug"))).toBeNull();
    expect(cacheLife).toHaveBeenLastCalledWith({ stale: 60, revalidate: 60, expire: 300 });
    expect(cacheTag.mock.calls).toEqual([
      [TAGS.posts, TAGS.post("afrobeats-rising")],
      [TAGS.posts, TAGS.post("made-up-slug")],
    ]);
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
