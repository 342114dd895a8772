import { describe, expect, it } from "vitest";
import {
  bucketOf,
  bucketValue,
  countryGroupOf,
  deviceClassOf,
  formatVital,
  GROWTH,
  METRIC_RULES,
  rate,
  templateOf,
  VITAL_METRICS,
} from "./web-vitals";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// Chrome's reduced agent on Android says "Android 10; K" and leaves the form factor to the client hint.
const REDUCED =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

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

describe("deviceClassOf", () => {
  it("tells phones, tablets and desktops apart by the agent", () => {
    expect(deviceClassOf(IPHONE)).toBe("mobile");
    expect(deviceClassOf(ANDROID_PHONE)).toBe("mobile");
    expect(deviceClassOf(ANDROID_TABLET)).toBe("tablet");
    expect(deviceClassOf(IPAD)).toBe("tablet");
    expect(deviceClassOf(WINDOWS)).toBe("desktop");
    expect(deviceClassOf(null)).toBe("desktop");
  });

  it("believes the mobile client hint when the agent is reduced", () => {
    expect(deviceClassOf(WINDOWS, "?0")).toBe("desktop");
    expect(deviceClassOf(WINDOWS, "?1")).toBe("mobile");
    expect(deviceClassOf(REDUCED, "?1")).toBe("mobile");
    expect(deviceClassOf(ANDROID_TABLET, "?0")).toBe("tablet");
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
