import { describe, expect, it } from "vitest";
import {
  bucketOf,
  bucketValue,
  countryGroupOf,
  formatVital,
  GROWTH,
  METRIC_RULES,
  rate,
  VITAL_METRICS,
} from "./vitals-rules";
import { templateOf } from "@/lib/analytics/page-template";

describe("rate (Google's thresholds)", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["INP", 200, "good"],
    ["INP", 201, "needs-improvement"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.11, "needs-improvement"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["FCP", 1800, "good"],
    ["FCP", 1801, "needs-improvement"],
    ["FCP", 3000, "needs-improvement"],
    ["FCP", 3001, "poor"],
    ["TTFB", 800, "good"],
    ["TTFB", 801, "needs-improvement"],
    ["TTFB", 1800, "needs-improvement"],
    ["TTFB", 1801, "poor"],
  ] as const)("%s %d is %s", (metric, value, rating) => {
    expect(rate(metric, value)).toBe(rating);
  });

  it("says times in whole milliseconds and CLS to three decimals", () => {
    expect(formatVital("LCP", 2537.4)).toBe("2,537 ms");
    expect(formatVital("INP", 48)).toBe("48 ms");
    expect(formatVital("CLS", 0.1234)).toBe("0.123");
  });
});

describe("templateOf", () => {
  it.each([
    ["/home", "home"],
    ["/blog", "blog"],
    ["/blog/", "blog"],
    ["/post", "post"],
    ["/post/a-long-slug", "post"],
    ["/songs", "songs"],
    ["/service", "service"],
    ["/service/12", "service"],
    ["/style-spotlight", "style-spotlight"],
    ["/smartlink/owambe-sunrise", "smartlink"],
    ["/about", "other"],
    ["/reset-password/secret-token", "other"],
    ["/", "other"],
  ])("%s → %s", (path, template) => {
    expect(templateOf(path)).toBe(template);
  });

  it("never measures admin pages", () => {
    for (const path of ["/admin-login", "/admin-dashboard", "/admin-dashboard/songs", "/admin/manage-posts"])
      expect(templateOf(path)).toBeNull();
  });
});

describe("countryGroupOf", () => {
  it("puts Nigeria apart, other African countries together, and everywhere else (or unknown) in the world", () => {
    expect(countryGroupOf("NG")).toBe("ng");
    for (const c of ["GH", "KE", "ZA", "EG"]) expect(countryGroupOf(c)).toBe("africa");
    for (const c of ["GB", "US", "BR", null]) expect(countryGroupOf(c)).toBe("world");
  });
});

describe("the roll-up histogram", () => {
  it("reads every value back within 1 % (of the value plus one unit step, near zero)", () => {
    for (const metric of VITAL_METRICS) {
      const { cap, scale } = METRIC_RULES[metric];
      for (let v = 0; v <= cap; v = v * 1.37 + 1 / scale) {
        const back = bucketValue(metric, bucketOf(metric, v));
        expect(Math.abs(back - v)).toBeLessThanOrEqual(0.0101 * (v + 1 / scale));
      }
    }
  });

  it("keeps order: a larger value never falls in a smaller bucket", () => {
    let last = -1;
    for (let v = 0; v < 10_000; v += 7.3) {
      const b = bucketOf("LCP", v);
      expect(b).toBeGreaterThanOrEqual(last);
      last = b;
    }
    expect(bucketOf("LCP", 0)).toBe(0);
  });

  it("has buckets 2 % wide", () => {
    const b = bucketOf("LCP", 2500);
    expect((1 + bucketValue("LCP", b + 1)) / (1 + bucketValue("LCP", b))).toBeCloseTo(GROWTH, 10);
  });
});
