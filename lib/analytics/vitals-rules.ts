// The rules of real visitors' Web Vitals, free of I/O (client charts import it too, so no zod and no server code
// here; the browser's reporter imports only ./page-template.ts, re-exported here): which metrics there are and
// Google's thresholds for them, which page template a path is, which country group a visit belongs to, the device
// classes, and the fixed log-scale histogram the daily roll-up keeps.
import type { PageTemplate } from "./page-template";
import { regionOf, type DeviceClass } from "@/lib/http/visit";

export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

type MetricRule = {
  label: string;
  /** Google's thresholds: good at or below `good`, poor above `poor`, needs improvement between. */
  good: number;
  poor: number;
  /** The largest value a beacon may carry (anything above is a broken clock, not a slow page). */
  cap: number;
  /**
   * The most a real page view can show: a value between this and the cap is stored as this (clipped), so one view
   * can say "very poor" but cannot drag a figure by minutes.
   */
  ceiling: number;
  /** Units per histogram step: CLS is a small unitless score, so it is counted in ten-thousandths. */
  scale: number;
};

export const METRIC_RULES: Record<VitalMetric, MetricRule> = {
  LCP: { label: "Largest Contentful Paint", good: 2500, poor: 4000, cap: 120_000, ceiling: 60_000, scale: 1 },
  INP: { label: "Interaction to Next Paint", good: 200, poor: 500, cap: 60_000, ceiling: 20_000, scale: 1 },
  CLS: { label: "Cumulative Layout Shift", good: 0.1, poor: 0.25, cap: 10, ceiling: 5, scale: 10_000 },
  FCP: { label: "First Contentful Paint", good: 1800, poor: 3000, cap: 120_000, ceiling: 60_000, scale: 1 },
  TTFB: { label: "Time to First Byte", good: 800, poor: 1800, cap: 120_000, ceiling: 30_000, scale: 1 },
};

/** A beacon's value as stored: at most what a real page view can show (the metric's ceiling). */
export const clipVital = (metric: VitalMetric, value: number) => Math.min(value, METRIC_RULES[metric].ceiling);

/**
 * A p75 is shown only when at least this many different visitors (addresses) sent measurements behind it: below
 * that, a handful of views — or one visitor's script — would be the figure. The panel says "not enough data yet".
 */
export const MIN_VISITORS = 20;
export const enoughVisitors = (figure: { visitors: number }) => figure.visitors >= MIN_VISITORS;

export type Rating = "good" | "needs-improvement" | "poor";
export const RATING_LABELS: Record<Rating, string> = {
  good: "good",
  "needs-improvement": "needs improvement",
  poor: "poor",
};

export function rate(metric: VitalMetric, value: number): Rating {
  const { good, poor } = METRIC_RULES[metric];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs-improvement";
}

/** 2537.4 → "2,537 ms"; CLS 0.1234 → "0.123". */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(3);
  return `${Math.round(value).toLocaleString("en-NG")} ms`;
}

// ─── Page templates (./page-template.ts, shared with the browser's reporter) ──
export const TEMPLATE_LABELS: Record<PageTemplate, string> = {
  home: "Home",
  blog: "Blog",
  post: "Post",
  songs: "Songs",
  service: "Services",
  "style-spotlight": "Style spotlight",
  smartlink: "Smart link",
  other: "Other pages",
};

// ─── Who visited (coarsely) ─────────────────────────────────────────────────
export const COUNTRY_GROUPS = ["ng", "africa", "world"] as const;
export type CountryGroup = (typeof COUNTRY_GROUPS)[number];
export const COUNTRY_GROUP_LABELS: Record<CountryGroup, string> = {
  ng: "Nigeria",
  africa: "Rest of Africa",
  world: "Rest of the world",
};

/** Nigeria, the rest of Africa, or the world — an unknown country (no geo header) counts as the world, as on smart links. */
export function countryGroupOf(country: string | null): CountryGroup {
  if (country === "NG") return "ng";
  return regionOf(country) === "africa" ? "africa" : "world";
}

export const DEVICE_LABELS: Record<DeviceClass, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };
// A visit's class is read from its agent on the server only (deviceClassOf, lib/http/user-agent.ts).

// ─── The roll-up's histogram ────────────────────────────────────────────────
// A p75 over 7 or 30 days cannot be combined from daily p75s, so each day keeps a histogram per metric and
// dimension: bucket b holds the values v with (1 + v·scale) in [GROWTH^b, GROWTH^(b+1)). Summing the buckets of any
// days gives the histogram of those days exactly, and its p75 is the bucket holding the 75th-percentile value, read
// as the bucket's middle: within ±1 % of the exact value (2500 ms reads as 2475–2525 ms; near zero, within 0.01 ms or
// 0.000001 CLS), whatever the traffic.
export const GROWTH = 1.02;

export function bucketOf(metric: VitalMetric, value: number): number {
  return Math.max(0, Math.floor(Math.log1p(value * METRIC_RULES[metric].scale) / Math.log(GROWTH)));
}

/** The middle of a bucket, in the metric's own unit. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const low = GROWTH ** bucket - 1;
  const high = GROWTH ** (bucket + 1) - 1;
  return (low + high) / 2 / METRIC_RULES[metric].scale;
}
