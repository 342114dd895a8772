import { describe, expect, it } from "vitest";
import {
  STATS_RANGE_FUTURE,
  STATS_RANGE_INVALID,
  STATS_RANGE_REVERSED,
  STATS_RANGE_TOO_LONG,
  statsPeriodFrom,
} from "./stats-schema";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const from = (query: Partial<Record<string, string>>) => statsPeriodFrom((name) => query[name]);

describe("statsPeriodFrom", () => {
  it("takes ?days= when no range is given (default 30)", () => {
    expect(from({})).toEqual({ period: 30 });
    expect(from({ days: "7" })).toEqual({ period: 7 });
    expect(from({ days: "13" })).toEqual({ period: 30 });
  });
  it("takes a range of whole days up to a year that ends by today", () => {
    expect(from({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      period: { from: "2026-01-01", to: "2026-01-31" },
    });
    expect(from({ from: day(0), to: day(0) })).toEqual({ period: { from: day(0), to: day(0) } });
    expect(from({ from: day(-365), to: day(0) }).period).toEqual({ from: day(-365), to: day(0) });
  });
  it("says what is wrong with a range, and shows ?days= meanwhile", () => {
    expect(from({ from: "2026-02-01", to: "2026-01-31", days: "7" })).toEqual({
      period: 7,
      error: STATS_RANGE_REVERSED,
    });
    expect(from({ from: day(-1), to: day(1) }).error).toBe(STATS_RANGE_FUTURE);
    expect(from({ from: day(-366), to: day(0) }).error).toBe(STATS_RANGE_TOO_LONG);
    for (const bad of [
      { from: "2026-01-01" },
      { to: "2026-01-01" },
      { from: "yesterday", to: "2026-01-01" },
      { from: "2026-02-30", to: "2026-03-01" },
    ])
      expect(from(bad).error).toBe(STATS_RANGE_INVALID);
  });
});
