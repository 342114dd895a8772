// Real visitors' Web Vitals: each page view's beacon is one raw row (kept two days) and its share of the daily roll-up
// (a log-scale histogram per Lagos day, metric, template, country group and device class), written in one statement,
// so the panel is right the moment a beacon lands and reads only the small roll-up whatever the traffic. Nothing that
// names a visitor is stored: no address, no agent, no URL — only the coarse groups the panel shows, and per group and
// day up to MIN_VISITORS 16-bit tags of the addresses that reported (each shared by tens of thousands of addresses),
// enough to know whether a figure stands on MIN_VISITORS different visitors.
// One visitor cannot move the panel: a page view's beacon counts once (its view id; the first is kept), an address
// sends a small allowance a day (lib/abuse/rate-limit.ts), each value is clipped to what a real page can show (clipVital),
// and a figure is shown only once MIN_VISITORS different addresses stand behind it.
import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { isbot } from "isbot";
import { db } from "@/lib/db";
import { deviceClassOf } from "@/lib/http/user-agent";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  bucketOf,
  bucketValue,
  clipVital,
  countryGroupOf,
  MIN_VISITORS,
  rate,
  VITAL_METRICS,
  type CountryGroup,
  type Rating,
  type VitalMetric,
} from "@/lib/analytics/vitals-rules";
import { type PageTemplate } from "@/lib/analytics/page-template";
import { type DeviceClass } from "@/lib/http/visit";
import type { VitalsBeacon, VitalsPeriod } from "@/lib/analytics/vitals-schema";

/**
 * What the request (not the page) tells about the view: its agent, the mobile client hint, the country header, and
 * the address key it came from (lib/abuse/rate-limit.ts clientIp; only a 16-bit tag of it is kept).
 */
export type BeaconContext = {
  userAgent: string | null;
  mobileHint: string | null;
  country: string | null;
  address: string;
};

/** A 16-bit keyed tag of the address: tells visitors apart in a group of twenty, names nobody. */
const visitorTag = (address: string) =>
  createHmac("sha256", `vitals-visitor:${env.AUTH_SECRET ?? ""}`)
    .update(address)
    .digest()
    .readUInt16BE(0);

/**
 * Stores one page view's beacon and adds its metrics to the day's roll-up, atomically (one statement). A bot's beacon
 * (or one with no agent), and a second beacon of a view already recorded, are dropped: returns false, nothing written.
 */
export async function recordVitals(beacon: VitalsBeacon, context: BeaconContext, at = new Date()): Promise<boolean> {
  if (!context.userAgent || isbot(context.userAgent)) return false;
  const countryGroup = countryGroupOf(context.country);
  const device = deviceClassOf(context.userAgent, context.mobileHint);
  const m = Object.fromEntries(
    VITAL_METRICS.flatMap((metric) => {
      const value = beacon.metrics[metric];
      return value === undefined ? [] : [[metric, clipVital(metric, value)]];
    }),
  ) as Partial<Record<VitalMetric, number>>;
  const values = VITAL_METRICS.flatMap((metric) =>
    m[metric] === undefined ? [] : [Prisma.sql`(${metric}, ${bucketOf(metric, m[metric])}::int)`],
  );
  const day = Prisma.sql`(${at}::timestamptz AT TIME ZONE 'Africa/Lagos')::date`;
  const [{ stored }] = await db.$queryRaw<{ stored: number }[]>`
    WITH beacon AS (
      INSERT INTO "WebVitalBeacon" ("id", "viewId", "createdAt", "template", "countryGroup", "device", "connection", "lcp", "inp", "cls", "fcp", "ttfb")
      VALUES (${randomUUID()}, ${beacon.view}, (${at}::timestamptz AT TIME ZONE 'UTC'), ${beacon.template}, ${countryGroup}, ${device}, ${beacon.connection},
              ${m.LCP ?? null}::float8, ${m.INP ?? null}::float8, ${m.CLS ?? null}::float8, ${m.FCP ?? null}::float8, ${m.TTFB ?? null}::float8)
      ON CONFLICT ("viewId") DO NOTHING
      RETURNING "id"
    ), metrics AS (
      SELECT v.metric, v.bucket FROM (VALUES ${Prisma.join(values)}) AS v(metric, bucket) CROSS JOIN beacon
    ), rolled AS (
      INSERT INTO "WebVitalDailyStat" ("day", "metric", "template", "countryGroup", "device", "bucket", "count")
      SELECT ${day}, metric, ${beacon.template}, ${countryGroup}, ${device}, bucket, 1 FROM metrics
      ON CONFLICT ("day", "metric", "template", "countryGroup", "device", "bucket")
      DO UPDATE SET "count" = "WebVitalDailyStat"."count" + 1
    ), visitors AS (
      -- A group keeps at most MIN_VISITORS tags a day: enough to tell "at least MIN_VISITORS" over any days exactly.
      INSERT INTO "WebVitalDailyVisitor" ("day", "metric", "template", "countryGroup", "device", "visitor")
      SELECT ${day}, metric, ${beacon.template}, ${countryGroup}, ${device}, ${visitorTag(context.address)}::int FROM metrics
      WHERE (SELECT count(*) FROM "WebVitalDailyVisitor" w
             WHERE w."day" = ${day} AND w."metric" = metrics.metric AND w."template" = ${beacon.template}
               AND w."countryGroup" = ${countryGroup} AND w."device" = ${device}) < ${MIN_VISITORS}::int
      ON CONFLICT DO NOTHING
    )
    SELECT (SELECT count(*) FROM beacon)::int AS stored`;
  return stored === 1;
}

export type VitalsDimension = "template" | "countryGroup" | "device";
/** A figure's p75, its rating, how many views and how many different visitors (addresses) are behind it. */
export type VitalFigure = { p75: number; rating: Rating; count: number; visitors: number };
export type VitalsBreakdown = {
  template: Partial<Record<PageTemplate, VitalFigure>>;
  countryGroup: Partial<Record<CountryGroup, VitalFigure>>;
  device: Partial<Record<DeviceClass, VitalFigure>>;
};
/** Per metric: its p75 over the period and the same per template, country group and device class; null when none. */
export type VitalsSummary = {
  days: VitalsPeriod;
  metrics: Record<VitalMetric, (VitalFigure & { by: VitalsBreakdown }) | null>;
};

/**
 * The panel's figures over the last `days` Lagos days (today included), in one query: the roll-up's buckets summed
 * per metric overall and per dimension (GROUPING SETS), and in each group the first bucket where the running count
 * reaches 75 % of the group's views — the bucket holding the 75th-percentile value (nearest rank) — with the number
 * of different visitors behind it (exact below MIN_VISITORS, at least MIN_VISITORS otherwise).
 */
export async function vitalsSummary(days: VitalsPeriod, now = new Date()): Promise<VitalsSummary> {
  const rows = await db.$queryRaw<
    {
      metric: VitalMetric;
      dimension: VitalsDimension | "all";
      value: string;
      bucket: number;
      count: number;
      visitors: number;
    }[]
  >`
    WITH since AS (SELECT (${now}::timestamptz AT TIME ZONE 'Africa/Lagos')::date - ${days - 1}::int AS day),
    histogram AS (
      SELECT "metric",
        CASE WHEN GROUPING("template") = 0 THEN 'template' WHEN GROUPING("countryGroup") = 0 THEN 'countryGroup'
             WHEN GROUPING("device") = 0 THEN 'device' ELSE 'all' END AS dimension,
        coalesce("template", "countryGroup", "device", '') AS value, "bucket", sum("count") AS n
      FROM "WebVitalDailyStat" WHERE "day" >= (SELECT day FROM since)
      GROUP BY GROUPING SETS (("metric", "bucket"), ("metric", "template", "bucket"), ("metric", "countryGroup", "bucket"), ("metric", "device", "bucket"))
    ),
    running AS (
      SELECT *, sum(n) OVER (PARTITION BY metric, dimension, value ORDER BY bucket) AS below,
                sum(n) OVER (PARTITION BY metric, dimension, value) AS total
      FROM histogram
    ),
    figures AS (
      SELECT metric, dimension, value, min(bucket) FILTER (WHERE below >= 0.75 * total)::int AS bucket, max(total)::int AS count
      FROM running GROUP BY metric, dimension, value
    ),
    visitors AS (
      SELECT "metric" AS metric,
        CASE WHEN GROUPING("template") = 0 THEN 'template' WHEN GROUPING("countryGroup") = 0 THEN 'countryGroup'
             WHEN GROUPING("device") = 0 THEN 'device' ELSE 'all' END AS dimension,
        coalesce("template", "countryGroup", "device", '') AS value, count(DISTINCT "visitor")::int AS visitors
      FROM "WebVitalDailyVisitor" WHERE "day" >= (SELECT day FROM since)
      GROUP BY GROUPING SETS (("metric"), ("metric", "template"), ("metric", "countryGroup"), ("metric", "device"))
    )
    SELECT f.*, coalesce(v.visitors, 0) AS visitors
    FROM figures f LEFT JOIN visitors v USING (metric, dimension, value)`;
  const summary: VitalsSummary = { days, metrics: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null } };
  const figure = ({ metric, bucket, count, visitors }: (typeof rows)[number]): VitalFigure => {
    const p75 = bucketValue(metric, bucket);
    return { p75, rating: rate(metric, p75), count, visitors };
  };
  for (const row of rows.filter((r) => r.dimension === "all")) {
    summary.metrics[row.metric] = { ...figure(row), by: { template: {}, countryGroup: {}, device: {} } };
  }
  for (const row of rows.filter((r) => r.dimension !== "all")) {
    const by = summary.metrics[row.metric]?.by[row.dimension as VitalsDimension] as
      Record<string, VitalFigure> | undefined;
    if (by) by[row.value] = figure(row);
  }
  return summary;
}

/** Raw beacons are kept this long: enough to check or rebuild a day's roll-up, not a visitor log. */
export const BEACON_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** Roll-ups older than this are dropped: the panel reads at most 30 days. */
export const ROLLUP_TTL_DAYS = 90;

/** The purge job's part: raw beacons older than two days, roll-up days (and their visitor tags) older than 90. */
export async function purgeVitals(now = new Date()): Promise<{ beacons: number; rollups: number }> {
  const [beacons, rollups, visitors] = await db.$transaction([
    db.webVitalBeacon.deleteMany({ where: { createdAt: { lte: new Date(now.getTime() - BEACON_TTL_MS) } } }),
    db.$executeRaw`DELETE FROM "WebVitalDailyStat" WHERE "day" < (${now}::timestamptz AT TIME ZONE 'Africa/Lagos')::date - ${ROLLUP_TTL_DAYS}::int`,
    db.$executeRaw`DELETE FROM "WebVitalDailyVisitor" WHERE "day" < (${now}::timestamptz AT TIME ZONE 'Africa/Lagos')::date - ${ROLLUP_TTL_DAYS}::int`,
  ]);
  return { beacons: beacons.count, rollups: rollups + visitors };
}
