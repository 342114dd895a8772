import { describe, expect, it } from "vitest";
import { cacheable, MAX_CACHED_PAGE } from "./cache";

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
