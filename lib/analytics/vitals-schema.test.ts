import { describe, expect, it } from "vitest";
import { vitalMetricParam, vitalsBeaconSchema, vitalsPeriod } from "./vitals-schema";

const VIEW = "0f4e9c2a-7d1b-4c8e-9a3f-5b6d7e8f9a0b";
const valid = {
  view: VIEW,
  template: "post",
  connection: "3g",
  metrics: { LCP: 2310.5, INP: 88, CLS: 0.04, FCP: 1200, TTFB: 310 },
};

describe("vitalsBeaconSchema", () => {
  it("accepts a page view's metrics with its template and connection", () => {
    expect(vitalsBeaconSchema.parse(valid)).toEqual(valid);
  });

  it("accepts some metrics only, and a missing connection as null", () => {
    expect(vitalsBeaconSchema.parse({ view: VIEW, template: "home", metrics: { FCP: 0, TTFB: 0 } })).toEqual({
      view: VIEW,
      template: "home",
      connection: null,
      metrics: { FCP: 0, TTFB: 0 },
    });
  });

  it.each([
    ["an unknown template", { ...valid, template: "admin-dashboard" }],
    ["a full address instead of a template", { ...valid, template: "https://mynationblog.com/post/x" }],
    ["an unknown connection", { ...valid, connection: "5g" }],
    ["an unknown metric", { ...valid, metrics: { ...valid.metrics, FID: 10 } }],
    ["no metric", { ...valid, metrics: {} }],
    ["a negative value", { ...valid, metrics: { LCP: -1 } }],
    ["a value as text", { ...valid, metrics: { LCP: "1200" } }],
    ["an infinite value", { ...valid, metrics: { LCP: Infinity } }],
    ["NaN", { ...valid, metrics: { LCP: NaN } }],
    ["a value past its cap", { ...valid, metrics: { LCP: 120_001 } }],
    ["a CLS past its cap", { ...valid, metrics: { CLS: 11 } }],
    ["an extra field (a URL, an id)", { ...valid, url: "https://mynationblog.com/reset-password/token" }],
    ["no template", { view: VIEW, metrics: valid.metrics }],
    ["no page view id", { template: "post", metrics: valid.metrics }],
    ["a page view id that is not one", { ...valid, view: "../x" }],
  ])("refuses %s", (_, body) => {
    expect(vitalsBeaconSchema.safeParse(body).success).toBe(false);
  });
});

describe("the panel's URL choices", () => {
  it("reads the period as 7 unless 30 is asked for", () => {
    expect(vitalsPeriod("30")).toBe(30);
    for (const v of [undefined, "7", "90", "x", ["30", "7"]]) expect(vitalsPeriod(v)).toBe(7);
  });

  it("reads the metric case-blind, LCP otherwise", () => {
    expect(vitalMetricParam("inp")).toBe("INP");
    expect(vitalMetricParam("TTFB")).toBe("TTFB");
    for (const v of [undefined, "FID", ""]) expect(vitalMetricParam(v)).toBe("LCP");
  });
});
