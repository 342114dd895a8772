import { describe, expect, it } from "vitest";
import { preview } from "@/lib/core/text";
import { aboutArticles, aboutStats, findAboutArticle } from "./about";

describe("about articles", () => {
  it("has the four built-in articles with unique ids and slugs", () => {
    expect(aboutArticles).toHaveLength(4);
    expect(new Set(aboutArticles.map((a) => a.id)).size).toBe(4);
    expect(new Set(aboutArticles.map((a) => a.slug)).size).toBe(4);
  });
  it("gives every article the spec's fields and a 75-character preview", () => {
    for (const a of aboutArticles) {
      expect(a.categories.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(a.date))).toBe(false);
      expect(preview(a.content)).toHaveLength(78);
    }
  });
  it("finds an article by id and nothing for an unknown id", () => {
    expect(findAboutArticle("2")?.slug).toBe("our-mission");
    expect(findAboutArticle("99")).toBeUndefined();
  });
});

describe("about counters", () => {
  it("carries the spec's numbers", () => {
    expect(aboutStats.map((s) => s.value)).toEqual([100, 50, 25, 20]);
  });
});
