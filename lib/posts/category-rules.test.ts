import { describe, expect, it } from "vitest";
import { splitCategories } from "./category-rules";

describe("splitCategories", () => {
  it("splits comma-separated text, trims and removes blanks and duplicates", () => {
    expect(splitCategories("Music, News ,, Music,  ")).toEqual(["Music", "News"]);
    expect(splitCategories(undefined)).toEqual([]);
  });
  it("keeps at most ten categories of 40 characters", () => {
    expect(splitCategories(Array.from({ length: 12 }, (_, i) => `c${i}`).join(","))).toHaveLength(10);
    expect(splitCategories("x".repeat(50))).toEqual(["x".repeat(40)]);
  });
});
