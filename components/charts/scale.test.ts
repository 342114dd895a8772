import { describe, expect, it } from "vitest";
import { linePaths, niceMax, percent, scaled, ticks, xAt } from "./scale";

describe("niceMax", () => {
  it.each([
    [0, 1],
    [1, 1],
    [-5, 1],
    [Number.NaN, 1],
    [3, 5],
    [7, 10],
    [11, 20],
    [21, 25],
    [26, 50],
    [51, 100],
    [100, 100],
    [101, 200],
    [1234, 2000],
    [987_654, 1_000_000],
  ])("rounds %d up to %d", (max, top) => {
    expect(niceMax(max)).toBe(top);
  });

  it("is never below the largest value", () => {
    for (let v = 1; v < 5000; v += 37) expect(niceMax(v)).toBeGreaterThanOrEqual(v);
  });
});

describe("ticks", () => {
  it("spaces whole numbers evenly from 0 to the top", () => {
    expect(ticks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks(20, 2)).toEqual([0, 10, 20]);
  });
  it("never repeats a tick on a tiny axis", () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(2)).toEqual([0, 1, 2]);
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
