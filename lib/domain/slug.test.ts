import { describe, expect, it } from "vitest";
import { isSlug, slugify, SLUG_PATTERN } from "./slug";

describe("slugify", () => {
  it("lowercases, drops punctuation, turns spaces into hyphens and merges repeats", () => {
    expect(slugify("  Wizkid & Burna: Live in Lagos!! ")).toBe("wizkid-burna-live-in-lagos");
    expect(slugify("Alté -- rising")).toBe("alte-rising");
    expect(SLUG_PATTERN.test(slugify("Any Title 2026"))).toBe(true);
  });
  it("never returns a trailing hyphen when it cuts long titles", () => {
    expect(slugify(`${"word ".repeat(30)}`).endsWith("-")).toBe(false);
  });
});

describe("isSlug", () => {
  it("accepts slugs and ids and refuses anything else, including very long keys", () => {
    expect(isSlug("afrobeats-rising-2")).toBe(true);
    expect(isSlug("cmabc123xyz")).toBe(true);
    expect(isSlug("Not_A Slug")).toBe(false);
    expect(isSlug("a".repeat(101))).toBe(false);
  });
});
