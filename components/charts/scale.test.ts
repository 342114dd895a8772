import { describe, expect, it } from "vitest";
import { formatNaira } from "@/lib/core/format";
import { axis, gutterWidth, linePaths, percent, scaled, textWidth, xAt } from "./scale";

describe("axis", () => {
  it.each([
    [0, [0, 1]],
    [-5, [0, 1]],
    [Number.NaN, [0, 1]],
    [1, [0, 1]],
    [2, [0, 1, 2]],
    [3, [0, 1, 2, 3]],
    [4, [0, 1, 2, 3, 4]],
    [5, [0, 2, 4, 6]],
    [7, [0, 2, 4, 6, 8]],
    [11, [0, 5, 10, 15]],
    [21, [0, 10, 20, 30]],
    [100, [0, 50, 100]],
    [987_654, [0, 500_000, 1_000_000]],
  ])("an axis up to %d ticks %j", (max, ticks) => {
    expect(axis(max).ticks).toEqual(ticks);
  });

  it("has whole, evenly spaced ticks that reach the largest value, never more than the intervals asked", () => {
    // The bug this replaces: a top of 5 split in four read 0, 1, 3, 4, 5 (2.5 rounded up).
    for (let max = 1; max < 20_000; max += max < 50 ? 1 : 211) {
      for (const intervals of [2, 4, 5]) {
        const { top, step, ticks } = axis(max, intervals);
        expect(Number.isInteger(step) && step >= 1).toBe(true);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(ticks.length - 1).toBeLessThanOrEqual(intervals);
        ticks.forEach((t, i) => expect(t).toBe(i * step));
        expect(ticks.at(-1)).toBe(top);
      }
    }
  });

  it("keeps fractional naira on whole-naira ticks", () => {
    expect(axis(0.5).ticks).toEqual([0, 1]);
    expect(axis(2.5).ticks).toEqual([0, 1, 2, 3]);
  });
});

describe("label widths", () => {
  it("gives a naira label room for every character, the ₦ sign included", () => {
    // Generous per-character widths: digits 0.62 em, the ₦ 0.75 em, the comma 0.32 em.
    expect(textWidth("₦1,000,000", 12)).toBe(Math.ceil((0.75 + 7 * 0.62 + 2 * 0.32) * 12));
    expect(textWidth("₦1,000,000", 12)).toBeGreaterThanOrEqual(65);
    expect(textWidth("₦1,000,000", 12)).toBeGreaterThan(textWidth("1,000,000", 12));
    expect(textWidth("₦1,000,000", 24)).toBeGreaterThanOrEqual(2 * textWidth("₦1,000,000", 12) - 1);
  });

  it("sizes an axis' label column from its widest tick, plus the gap before the plot", () => {
    const money = axis(987_654).ticks.map((naira) => formatNaira(naira * 100));
    expect(money.at(-1)).toBe("₦1,000,000");
    expect(gutterWidth(money, 12)).toBe(textWidth("₦1,000,000", 12) + 6);
    expect(gutterWidth(["0", "1", "2"], 12, 4)).toBe(textWidth("0", 12) + 4);
    // A count axis stays narrow, so a phone keeps its width for the plot.
    expect(gutterWidth(axis(40).ticks.map(String), 12)).toBeLessThan(30);
  });
});

describe("scaled", () => {
  it("is proportional, and stays within the axis", () => {
    expect(scaled(50, 100, 300)).toBe(150);
    expect(scaled(100, 100, 300)).toBe(300);
    expect(scaled(150, 100, 300)).toBe(300);
    expect(scaled(-3, 100, 300)).toBe(0);
    expect(scaled(5, 0, 300)).toBe(0);
  });
});

describe("linePaths", () => {
  it("puts the first day at the left, the last at the right, zero on the axis and the top at the top", () => {
    const { line, area } = linePaths([0, 10, 5], 10, 200, 100);
    expect(line).toBe("M0,100L100,0L200,50");
    expect(area).toBe("M0,100L100,0L200,50L200,100L0,100Z");
  });
  it("centres a single day and draws nothing for none", () => {
    expect(xAt(0, 1, 200)).toBe(100);
    expect(linePaths([], 1, 200, 100)).toEqual({ line: "", area: "" });
  });
});

describe("percent", () => {
  it("shows one decimal, and a dash when there is nothing to divide by", () => {
    expect(percent(0.4567)).toBe("45.7%");
    expect(percent(1)).toBe("100%");
    expect(percent(null)).toBe("–");
  });
});
