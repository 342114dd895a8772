import { describe, expect, it } from "vitest";
import { capRating, formatRating, spotlightRating } from "./rating";

describe("capRating", () => {
  it("keeps ratings on the 1–5 scale", () => {
    expect(capRating(9)).toBe(5);
    expect(capRating(4)).toBe(4);
    expect(capRating(0)).toBe(1);
  });
});

describe("spotlight rating", () => {
  it("defaults to 4.0 when no comment rated the spotlight", () => {
    expect(spotlightRating(null, 0)).toBe(4);
    expect(spotlightRating(undefined, 0)).toBe(4);
    expect(formatRating(spotlightRating(null, 0))).toBe("4.0");
  });
  it("is the real average to one decimal otherwise, even below the default", () => {
    expect(spotlightRating(4.5, 2)).toBe(4.5);
    expect(spotlightRating(13 / 3, 3)).toBe(4.3);
    expect(spotlightRating(1, 1)).toBe(1);
    expect(formatRating(spotlightRating(5, 1))).toBe("5.0");
  });
});
