import { describe, expect, it } from "vitest";
import { postCreateSchema, postUpdateSchema, slugify, splitCategories, SLUG_PATTERN } from "./post";

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

describe("splitCategories", () => {
  it("splits comma-separated text, trims and removes blanks and duplicates", () => {
    expect(splitCategories("Music, News ,, Music,  ")).toEqual(["Music", "News"]);
    expect(splitCategories(undefined)).toEqual([]);
  });
});

describe("post schemas", () => {
  it("requires title, content and author on create with the spec's message", () => {
    const result = postCreateSchema.safeParse({ title: "T", content: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Please fill in all required fields.");
  });
  it("defaults an empty author to Admin on edit", () => {
    expect(postUpdateSchema.parse({ title: "T", content: "C", author: "  " }).author).toBe("Admin");
  });
  it("requires title and content on edit", () => {
    expect(postUpdateSchema.safeParse({ title: "", content: "C" }).error?.issues[0].message).toBe("Title and content are required.");
  });
});
