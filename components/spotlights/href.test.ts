import { describe, expect, it } from "vitest";
import { spotlightHref } from "./href";

describe("spotlightHref", () => {
  it("leaves the defaults out", () => {
    expect(spotlightHref(null, 1)).toBe("/style-spotlight");
  });
  it("keeps the category and the page", () => {
    expect(spotlightHref("male", 2)).toBe("/style-spotlight?category=male&page=2");
    expect(spotlightHref("female", 1)).toBe("/style-spotlight?category=female");
    expect(spotlightHref(null, 3)).toBe("/style-spotlight?page=3");
  });
});
