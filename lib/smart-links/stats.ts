// Smart-link statistics, read only from the daily roll-up (SmartLinkDailyStat, kept in step by recordSmartLinkEvent):
// one link's figures for a period come from one query whatever the period or the number of clicks behind it, the
// dashboard's clicks by platform from one more, and a list page's view and click totals from one for all its rows.
// Days are UTC calendar days, as the roll-up stores them; a fixed period ends today and includes it, a custom range
// is the days from its first to its last.
import "server-only";
import { db } from "@/lib/db";
import { csvTable } from "@/lib/core/csv";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/auth";
import { PLATFORMS, type PlatformKey } from "@/lib/smart-links/platforms";
import { SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";
import type { StatsPeriod, StatsRange } from "@/lib/smart-links/stats-schema";
import { inAppLabel } from "@/lib/http/visit";
import { findSmartLinkForManager, type SmartLinkAdminDto, type SmartLinkPage } from "./smart-links";

export type Totals = {
  views: number;
  uniqueViews: number;
  clicks: number;
  uniqueClicks: number;
  previews: number;
  clickThrough: number | null;
  /** Of the views and clicks above, those from a burst that looks machine-made (counted, and flagged). */
  automatedViews: number;
  automatedClicks: number;
};
export type PlatformStat = { key: PlatformKey; label: string; clicks: number; uniques: number; share: number };
export type DayStat = { day: string; views: number; clicks: number };
/** One value of a dimension (a country, a referrer's site, …) with the views and clicks it brought. */
export type Breakdown = { value: string; label: string; views: number; clicks: number };
export type SmartLinkStats = {
  /** How many days the period has; `custom` when it is a ?from=&to= range rather than one of STATS_PERIODS. */
  days: number;
  custom: boolean;
  from: string;
  to: string;
  totals: Totals;
  platforms: PlatformStat[];
  byDay: DayStat[];
  countries: Breakdown[];
  referrers: Breakdown[];
  devices: Breakdown[];
  /** A browser against each app's built-in browser (Instagram, TikTok, …). */
  apps: Breakdown[];
  systems: Breakdown[];
  browsers: Breakdown[];
  channels: Breakdown[];
  mediums: Breakdown[];
  campaigns: Breakdown[];
  sources: Breakdown[];
};

/** The most values a breakdown lists (the busiest first); the rest are summed as "Other". */
export const TOP_VALUES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The days of a custom range, first to last. */
export function rangeDays({ from, to }: StatsRange): { from: string; to: string; all: string[] } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const length = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS) + 1;
  return { from, to, all: Array.from({ length }, (_, i) => isoDay(new Date(start + i * DAY_MS))) };
}

/** The first and last day of the period that ends today (UTC). */
export function periodDays(days: number, now = new Date()): { from: string; to: string; all: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const all = Array.from({ length: days }, (_, i) => isoDay(new Date(today - (days - 1 - i) * DAY_MS)));
  return { from: all[0], to: all[all.length - 1], all };
}

/** Only the link's owner and admins see its statistics (and the link when it is hidden). */
export const mayManage = (link: { createdById: string | null }, caller: Caller) =>
  caller.role === "ADMIN" || link.createdById === caller.id;

export const NOT_YOUR_SMART_LINK = "Only the link's owner or an admin may see its statistics.";

/** Who made the link (null when it was made anonymously), for the statistics route's owner check; 404 when none. */
export async function smartLinkOwner(slug: string): Promise<string | null> {
  const link = await findSmartLinkForManager(slug);
  if (!link) throw new AppError("not_found", SMART_LINK_NOT_FOUND);
  return link.createdById;
}

/** The link with this slug, for its statistics (the route lets only its owner and admins ask: withOwner); 404 when none. */
export async function managedSmartLink(slug: string): Promise<SmartLinkAdminDto> {
  const link = await findSmartLinkForManager(slug);
  if (!link) throw new AppError("not_found", SMART_LINK_NOT_FOUND);
  // Who owns it stays on the server: the answer says only whether someone does (`owned`).
  const dto: SmartLinkAdminDto & { createdById?: string | null } = { ...link };
  delete dto.createdById;
  return dto;
}

// The driver may give a `date` as a Date (midnight UTC) or as its text; both name the same day.
type Row = {
  kind: "VIEW" | "CLICK" | "PREVIEW";
  dimension: string;
  value: string;
  day: Date | string | null;
  count: number;
  uniques: number;
};

/**
 * One link's statistics over the last `days` days, or over a custom range of days. One query: the period's sums per
 * kind, dimension and value, and the daily totals of views and clicks, both from the roll-up's primary key range
 * (link, day).
 */
export async function smartLinkStats(
  smartLinkId: string,
  days: StatsPeriod | StatsRange,
  now = new Date(),
): Promise<SmartLinkStats> {
  const period = typeof days === "number" ? periodDays(days, now) : rangeDays(days);
  const rows = await db.$queryRaw<Row[]>`
    SELECT "kind", "dimension", "value", NULL::date AS "day", sum("count")::int AS "count", sum("uniques")::int AS "uniques"
    FROM "SmartLinkDailyStat"
    WHERE "smartLinkId" = ${smartLinkId} AND "day" BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY "kind", "dimension", "value"
    UNION ALL
    SELECT "kind", 'day', '', "day", "count", "uniques"
    FROM "SmartLinkDailyStat"
    WHERE "smartLinkId" = ${smartLinkId} AND "day" BETWEEN ${period.from}::date AND ${period.to}::date
      AND "dimension" = 'total' AND "kind" IN ('VIEW', 'CLICK')`;
  return statsFromRows(rows, typeof days !== "number", period);
}

function statsFromRows(rows: Row[], custom: boolean, period: ReturnType<typeof periodDays>): SmartLinkStats {
  const summed = rows.filter((r) => r.day === null);
  const total = (kind: Row["kind"]) =>
    summed.find((r) => r.kind === kind && r.dimension === "total") ?? { count: 0, uniques: 0 };
  const [views, clicks, previews] = [total("VIEW"), total("CLICK"), total("PREVIEW")];
  const automated = (kind: Row["kind"]) =>
    summed.find((r) => r.kind === kind && r.dimension === "automated")?.count ?? 0;

  const perPlatform = new Map(
    summed.filter((r) => r.kind === "CLICK" && r.dimension === "platform").map((r) => [r.value, r]),
  );
  const platforms = PLATFORMS.map((p) => {
    const r = perPlatform.get(p.key);
    return {
      key: p.key,
      label: p.label,
      clicks: r?.count ?? 0,
      uniques: r?.uniques ?? 0,
      share: share(r?.count ?? 0, clicks.count),
    };
  }).sort((a, b) => b.clicks - a.clicks);

  const perDay = new Map<string, DayStat>(period.all.map((day) => [day, { day, views: 0, clicks: 0 }]));
  for (const r of rows) {
    const day = r.day !== null && perDay.get(isoDay(new Date(r.day)));
    if (day) day[r.kind === "VIEW" ? "views" : "clicks"] += r.count;
  }

  const breakdown = (dimension: string, label: (value: string) => string) =>
    topValues(
      summed.filter((r) => r.dimension === dimension),
      label,
    );
  return {
    days: period.all.length,
    custom,
    from: period.from,
    to: period.to,
    totals: {
      views: views.count,
      uniqueViews: views.uniques,
      clicks: clicks.count,
      uniqueClicks: clicks.uniques,
      previews: previews.count,
      clickThrough: views.uniques ? clicks.uniques / views.uniques : null,
      automatedViews: automated("VIEW"),
      automatedClicks: automated("CLICK"),
    },
    platforms,
    byDay: [...perDay.values()],
    countries: breakdown("country", countryName),
    referrers: breakdown("referrer", (v) => v || "Direct or unknown"),
    devices: breakdown("device", (v) => DEVICE_LABELS[v] ?? v),
    apps: breakdown("app", (v) => (v ? `${inAppLabel(v)} app` : "Browser")),
    systems: breakdown("os", (v) => v || "Unknown"),
    browsers: breakdown("browser", (v) => v || "Unknown"),
    channels: breakdown("channel", (v) => v || "None"),
    mediums: breakdown("medium", (v) => v || "None"),
    campaigns: breakdown("campaign", (v) => v || "None"),
    sources: breakdown("source", (v) => (v === "qr" ? "QR code" : "Link")),
  };
}

const share = (part: number, whole: number) => (whole ? part / whole : 0);

/** Views and clicks per value, the busiest first; past TOP_VALUES the rest are one "Other" line. */
function topValues(rows: Row[], label: (value: string) => string): Breakdown[] {
  const byValue = new Map<string, Breakdown>();
  for (const r of rows) {
    if (r.kind === "PREVIEW") continue;
    const entry = byValue.get(r.value) ?? { value: r.value, label: label(r.value), views: 0, clicks: 0 };
    entry[r.kind === "VIEW" ? "views" : "clicks"] += r.count;
    byValue.set(r.value, entry);
  }
  const sorted = [...byValue.values()].sort(
    (a, b) => b.views + b.clicks - (a.views + a.clicks) || a.label.localeCompare(b.label),
  );
  if (sorted.length <= TOP_VALUES) return sorted;
  const rest = sorted.slice(TOP_VALUES - 1);
  const other = {
    value: "*",
    label: "Other",
    views: rest.reduce((n, r) => n + r.views, 0),
    clicks: rest.reduce((n, r) => n + r.clicks, 0),
  };
  return [...sorted.slice(0, TOP_VALUES - 1), other];
}

const DEVICE_LABELS: Record<string, string> = {
  MOBILE: "Mobile",
  TABLET: "Tablet",
  DESKTOP: "Desktop",
  OTHER: "Other or unknown",
};
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
function countryName(code: string): string {
  if (!code) return "Unknown";
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Clicks per platform across every link over the last `days` days (the dashboard overview's chart), spec order. */
export async function clicksByPlatform(days: number, now = new Date()): Promise<PlatformStat[]> {
  const { from, to } = periodDays(days, now);
  const rows = await db.$queryRaw<{ value: string; count: number; uniques: number }[]>`
    SELECT "value", sum("count")::int AS "count", sum("uniques")::int AS "uniques"
    FROM "SmartLinkDailyStat"
    WHERE "kind" = 'CLICK' AND "dimension" = 'platform' AND "day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY "value"`;
  const all = rows.reduce((n, r) => n + r.count, 0);
  return PLATFORMS.map((p) => {
    const r = rows.find((row) => row.value === p.key);
    return {
      key: p.key,
      label: p.label,
      clicks: r?.count ?? 0,
      uniques: r?.uniques ?? 0,
      share: share(r?.count ?? 0, all),
    };
  });
}

export type LinkTotals = { views: number; clicks: number };
export type SmartLinkWithTotals = SmartLinkAdminDto & LinkTotals;

/** All-time views and clicks of each listed link, in one query for the whole page. */
export async function withTotals(
  page: SmartLinkPage,
): Promise<Omit<SmartLinkPage, "links"> & { links: SmartLinkWithTotals[] }> {
  const ids = page.links.map((l) => l.id);
  const rows = ids.length
    ? await db.$queryRaw<({ smartLinkId: string } & LinkTotals)[]>`
        SELECT "smartLinkId",
               coalesce(sum("count") FILTER (WHERE "kind" = 'VIEW'), 0)::int AS "views",
               coalesce(sum("count") FILTER (WHERE "kind" = 'CLICK'), 0)::int AS "clicks"
        FROM "SmartLinkDailyStat"
        WHERE "smartLinkId" IN (${Prisma.join(ids)}) AND "dimension" = 'total'
        GROUP BY "smartLinkId"`
    : [];
  const byId = new Map(rows.map((r) => [r.smartLinkId, r]));
  return {
    ...page,
    links: page.links.map((l) => ({ ...l, views: byId.get(l.id)?.views ?? 0, clicks: byId.get(l.id)?.clicks ?? 0 })),
  };
}

/**
 * The statistics as one CSV table (section, item, views, clicks, unique views, unique clicks), for a spreadsheet:
 * the totals, each day, each platform's clicks, then every breakdown in the order the page shows them.
 */
export function statsCsv(stats: SmartLinkStats): string {
  const rows: (string | number)[][] = [["section", "item", "views", "clicks", "unique views", "unique clicks"]];
  const t = stats.totals;
  rows.push(["total", `${stats.from} to ${stats.to}`, t.views, t.clicks, t.uniqueViews, t.uniqueClicks]);
  rows.push(["total", "link previews", t.previews, "", "", ""]);
  rows.push(["total", "look automated (counted above)", t.automatedViews, t.automatedClicks, "", ""]);
  for (const d of stats.byDay) rows.push(["day", d.day, d.views, d.clicks, "", ""]);
  for (const p of stats.platforms) rows.push(["platform", p.label, "", p.clicks, "", p.uniques]);
  const sections: [string, Breakdown[]][] = [
    ["country", stats.countries],
    ["referrer", stats.referrers],
    ["device", stats.devices],
    ["browser or in-app", stats.apps],
    ["operating system", stats.systems],
    ["browser", stats.browsers],
    ["channel", stats.channels],
    ["medium", stats.mediums],
    ["campaign", stats.campaigns],
    ["qr code or link", stats.sources],
  ];
  for (const [section, list] of sections)
    for (const b of list) rows.push([section, b.label, b.views, b.clicks, "", ""]);
  return csvTable(rows);
}
