import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, readingTimeLabel } from "./reading-time";

describe("reading time", () => {
  it("counts words between any whitespace", () => {
    expect(countWords("  Burna  Boy\nsold out\tthe O2.  ")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("is at least a minute, then a minute per 200 words started", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingTimeLabel(readingMinutes(1000))).toBe("5 min read");
  });
});
