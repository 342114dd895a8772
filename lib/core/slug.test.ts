import { describe, expect, it } from "vitest";
import { freeSlug, isSlug, slugify, SLUG_PATTERN } from "./slug";

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

describe("freeSlug", () => {
  it("keeps the base when it is free, else numbers it from 2 past every taken one", () => {
    expect(freeSlug("lagos-nights", [])).toBe("lagos-nights");
    expect(freeSlug("lagos-nights", ["lagos-nights"])).toBe("lagos-nights-2");
    expect(freeSlug("lagos-nights", ["lagos-nights", "lagos-nights-2", "lagos-nights-3"])).toBe("lagos-nights-4");
    expect(freeSlug("lagos-nights", ["lagos-nights-2"])).toBe("lagos-nights");
  });
});
