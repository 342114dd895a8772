import { describe, expect, it } from "vitest";
import { isSlug } from "@/lib/core/slug";
import { isObjectId, isOldSlug, movedPath, REFUSED_OLD_SLUG } from "./rules";

describe("isOldSlug", () => {
  it("takes what the old site's slugs could be, and nothing a lookup could not find", () => {
    expect(isOldSlug("----day--owambe")).toBe(true);
    expect(isOldSlug("a".repeat(200))).toBe(true);
    expect(isOldSlug("a".repeat(201))).toBe(false);
    for (const key of ["", "Day", "ọjọ", "a_b", "a b", "a/b", "a.b"]) expect(isOldSlug(key)).toBe(false);
  });
});

describe("isObjectId", () => {
  it("takes 24 hex digits only (our cuids have 25 characters)", () => {
    expect(isObjectId("65a1f0c2b3d4e5f601234567")).toBe(true);
    expect(isObjectId("65A1F0C2B3D4E5F601234567")).toBe(true);
    expect(isObjectId("65a1f0c2b3d4e5f60123456")).toBe(false);
    expect(isObjectId("cm4x1y2z30000abcdefghijkl")).toBe(false);
    expect(isObjectId("65a1f0c2b3d4e5f60123456g")).toBe(false);
  });
});

describe("movedPath", () => {
  const url = (path: string) => new URL(path, "http://site.test");
  it("swaps the slug and keeps the rest of the path and the query", () => {
    expect(movedPath(url("/post/--a?utm_source=x&b=1"), "/post", "--a", "new-a")).toBe("/post/new-a?utm_source=x&b=1");
    expect(movedPath(url("/smartlink/--a/go/spotify?qr=1"), "/smartlink", "--a", "b")).toBe(
      "/smartlink/b/go/spotify?qr=1",
    );
  });
  it("touches only the slug segment right after the base", () => {
    expect(movedPath(url("/smartlink/smartlink/go/x"), "/smartlink", "smartlink", "b")).toBe("/smartlink/b/go/x");
    expect(movedPath(url("/smartlink/ab-c/qr.png"), "/smartlink", "ab", "z")).toBeNull();
    expect(movedPath(url("/post/ab"), "/smartlink", "ab", "z")).toBeNull();
  });
});

describe("REFUSED_OLD_SLUG", () => {
  const refused = new RegExp(`^${REFUSED_OLD_SLUG}$`);
  it("matches exactly the old slugs our rules refuse, so no address of ours is rewritten", () => {
    const samples = ["----day--owambe", "-a", "a-", "a--b", "a".repeat(101), "a".repeat(200), "a".repeat(201)];
    samples.push("owambe-day", "a", "a-b-c", "a".repeat(100), "Day--x", "a_b", "");
    for (const key of samples) expect([key, refused.test(key)]).toEqual([key, isOldSlug(key) && !isSlug(key)]);
  });
});
