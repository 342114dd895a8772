// "Where bookings come from" (docs/features/attribution.md), read only from the daily roll-ups (AttributionDailyStat,
// kept by the database's triggers and by recordView; PostDailyView; SmartLinkDailyStat): each table of the report is
// one query, whatever the period or the number of bookings behind it. A period is the last 7, 30 or 90 Lagos days,
// today included; the credit goes to the last touch before the booking or payment, or to the first (`touch`). A deleted
// booking that was paid for is archived, not erased, so its count stays beside its naira; a deleted post or smart link
// keeps its rows under its last title, marked "(deleted)" (AttributionName, kept by triggers), so the report still adds
// up after a deletion.
import "server-only";
import { db } from "@/lib/db";
import { csvTable } from "@/lib/core/csv";
import { nairaAmount } from "@/lib/core/format";
import { lagosToday } from "@/lib/core/lagos-time";
import {
  creditedTitle,
  koboPerThousandViews,
  promoIdOf,
  type ReportPeriod,
  type ReportTable,
  type TouchModel,
} from "@/lib/analytics/report-rules";

/** What a source brought in the period: site visits, bookings and naira paid (less refunds), in kobo. */
export type Credit = { visits: number; bookings: number; paidKobo: number };
export type SourceRow = Credit & { value: string; label: string };
export type PostRow = Credit & { slug: string; title: string; views: number; koboPerThousandViews: number | null };
export type LinkRow = Credit & { slug: string; title: string; views: number; clicks: number };
export type AttributionReport = {
  days: ReportPeriod;
  touch: TouchModel;
  from: string;
  to: string;
  totals: Credit;
  channels: SourceRow[];
  campaigns: SourceRow[];
  posts: PostRow[];
  links: LinkRow[];
};

/** The most rows a table lists (the most naira first). */
export const REPORT_ROWS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first and last Lagos day of the period that ends today. */
export function reportDays(days: number, now = new Date()): { from: string; to: string } {
  const to = lagosToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

type Summed = { visits: number; bookings: number; kobo: number };
/** A post's or smart link's title now, and the last one it had if it has been deleted. */
type Named = { slug: string; title: string | null; lastTitle: string | null };
const credit = (r: Summed): Credit => ({ visits: r.visits, bookings: r.bookings, paidKobo: Number(r.kobo) });

async function channels(touch: TouchModel, from: string, to: string): Promise<SourceRow[]> {
  const rows = await db.$queryRaw<(Summed & { value: string })[]>`
    SELECT "value", sum("visits")::int AS "visits", sum("bookings")::int AS "bookings", sum("paidKobo")::float8 AS "kobo"
    FROM "AttributionDailyStat"
    WHERE "dimension" = 'channel' AND "touch" = ${touch} AND "day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY "value"
    HAVING sum("visits") <> 0 OR sum("bookings") <> 0 OR sum("paidKobo") <> 0
    ORDER BY "kobo" DESC, "bookings" DESC, "visits" DESC, "value"
    LIMIT ${REPORT_ROWS}`;
  return rows.map((r) => ({ value: r.value, label: r.value, ...credit(r) }));
}

/** Campaigns by their utm_campaign; our own promos' (promo-{id}) are named by their subject. */
async function campaigns(touch: TouchModel, from: string, to: string): Promise<SourceRow[]> {
  const rows = await db.$queryRaw<(Summed & { value: string; subject: string | null })[]>`
    SELECT s."value", min(c."subject") AS "subject", sum(s."visits")::int AS "visits", sum(s."bookings")::int AS "bookings",
      sum(s."paidKobo")::float8 AS "kobo"
    FROM "AttributionDailyStat" s
    LEFT JOIN "PromoCampaign" c ON s."value" = 'promo-' || c."id"
    WHERE s."dimension" = 'campaign' AND s."touch" = ${touch} AND s."day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY s."value"
    HAVING sum(s."visits") <> 0 OR sum(s."bookings") <> 0 OR sum(s."paidKobo") <> 0
    ORDER BY "kobo" DESC, "bookings" DESC, "visits" DESC, s."value"
    LIMIT ${REPORT_ROWS}`;
  return rows.map((r) => ({
    value: r.value,
    label: r.subject && promoIdOf(r.value) ? `Newsletter: ${r.subject}` : r.value,
    ...credit(r),
  }));
}

/** Posts that were viewed, or that visitors landed on before booking, in the period. */
async function posts(touch: TouchModel, from: string, to: string): Promise<PostRow[]> {
  const rows = await db.$queryRaw<(Summed & Named & { views: number })[]>`
    WITH credited AS (
      SELECT "value" AS "slug", sum("visits")::int AS "visits", sum("bookings")::int AS "bookings", sum("paidKobo") AS "kobo"
      FROM "AttributionDailyStat"
      WHERE "dimension" = 'post' AND "touch" = ${touch} AND "day" BETWEEN ${from}::date AND ${to}::date
      GROUP BY "value"
    ), viewed AS (
      SELECT p."slug", p."title", sum(v."views")::int AS "views"
      FROM "PostDailyView" v JOIN "Post" p ON p."id" = v."postId"
      WHERE v."day" BETWEEN ${from}::date AND ${to}::date
      GROUP BY p."id"
    )
    SELECT coalesce(viewed."slug", credited."slug") AS "slug",
      coalesce(viewed."title", (SELECT "title" FROM "Post" WHERE "slug" = credited."slug")) AS "title",
      (SELECT "title" FROM "AttributionName" WHERE "dimension" = 'post' AND "value" = credited."slug") AS "lastTitle",
      coalesce(viewed."views", 0) AS "views", coalesce(credited."visits", 0) AS "visits",
      coalesce(credited."bookings", 0) AS "bookings", coalesce(credited."kobo", 0)::float8 AS "kobo"
    FROM viewed FULL JOIN credited ON credited."slug" = viewed."slug"
    WHERE coalesce(viewed."views", 0) <> 0 OR credited."visits" <> 0 OR credited."bookings" <> 0 OR credited."kobo" <> 0
    ORDER BY "kobo" DESC, "bookings" DESC, "views" DESC, "slug"
    LIMIT ${REPORT_ROWS}`;
  return rows.map((r) => ({
    slug: r.slug,
    title: creditedTitle(r.slug, r.title, r.lastTitle),
    views: r.views,
    ...credit(r),
    koboPerThousandViews: koboPerThousandViews(Number(r.kobo), r.views),
  }));
}

/**
 * Smart links from a click to naira: their share pages' views and platform clicks (the links' own statistics, UTC
 * days as they store them), then the site visits, bookings and naira credited to them.
 */
async function links(touch: TouchModel, from: string, to: string, slug?: string): Promise<LinkRow[]> {
  const rows = await db.$queryRaw<(Summed & Named & { views: number; clicks: number })[]>`
    WITH credited AS (
      SELECT "value" AS "slug", sum("visits")::int AS "visits", sum("bookings")::int AS "bookings", sum("paidKobo") AS "kobo"
      FROM "AttributionDailyStat"
      WHERE "dimension" = 'link' AND "touch" = ${touch} AND "day" BETWEEN ${from}::date AND ${to}::date
        AND (${slug ?? null}::text IS NULL OR "value" = ${slug ?? null}::text)
      GROUP BY "value"
    ), opened AS (
      SELECT l."slug", l."songTitle" || ' – ' || l."artistName" AS "title",
        coalesce(sum(d."count") FILTER (WHERE d."kind" = 'VIEW'), 0)::int AS "views",
        coalesce(sum(d."count") FILTER (WHERE d."kind" = 'CLICK'), 0)::int AS "clicks"
      FROM "SmartLinkDailyStat" d JOIN "SmartLink" l ON l."id" = d."smartLinkId"
      WHERE d."dimension" = 'total' AND d."day" BETWEEN ${from}::date AND ${to}::date
        AND (${slug ?? null}::text IS NULL OR l."slug" = ${slug ?? null}::text)
      GROUP BY l."id"
    )
    SELECT coalesce(opened."slug", credited."slug") AS "slug",
      coalesce(opened."title", (SELECT "songTitle" || ' – ' || "artistName" FROM "SmartLink" WHERE "slug" = credited."slug")) AS "title",
      (SELECT "title" FROM "AttributionName" WHERE "dimension" = 'link' AND "value" = credited."slug") AS "lastTitle",
      coalesce(opened."views", 0) AS "views", coalesce(opened."clicks", 0) AS "clicks",
      coalesce(credited."visits", 0) AS "visits", coalesce(credited."bookings", 0) AS "bookings",
      coalesce(credited."kobo", 0)::float8 AS "kobo"
    FROM opened FULL JOIN credited ON credited."slug" = opened."slug"
    WHERE coalesce(opened."views", 0) + coalesce(opened."clicks", 0) <> 0
      OR credited."visits" <> 0 OR credited."bookings" <> 0 OR credited."kobo" <> 0
    ORDER BY "kobo" DESC, "bookings" DESC, "visits" DESC, "views" DESC, "slug"
    LIMIT ${REPORT_ROWS}`;
  return rows.map((r) => ({
    slug: r.slug,
    title: creditedTitle(r.slug, r.title, r.lastTitle),
    views: r.views,
    clicks: r.clicks,
    ...credit(r),
  }));
}

const sum = (rows: Credit[]): Credit =>
  rows.reduce(
    (t, r) => ({ visits: t.visits + r.visits, bookings: t.bookings + r.bookings, paidKobo: t.paidKobo + r.paidKobo }),
    { visits: 0, bookings: 0, paidKobo: 0 },
  );

/** The whole report: four queries, one per table (the totals are the channels', as every touch has one channel). */
export async function attributionReport(
  days: ReportPeriod,
  touch: TouchModel,
  now = new Date(),
): Promise<AttributionReport> {
  const { from, to } = reportDays(days, now);
  const [byChannel, byCampaign, byPost, byLink] = await Promise.all([
    channels(touch, from, to),
    campaigns(touch, from, to),
    posts(touch, from, to),
    links(touch, from, to),
  ]);
  return {
    days,
    touch,
    from,
    to,
    totals: sum(byChannel),
    channels: byChannel,
    campaigns: byCampaign,
    posts: byPost,
    links: byLink,
  };
}

/** One smart link's way from views to naira over a period of the statistics page (its owner's view; last touch). */
export async function linkFunnel(slug: string, from: string, to: string): Promise<LinkRow> {
  const [row] = await links("last", from, to, slug);
  return row ?? { slug, title: slug, views: 0, clicks: 0, visits: 0, bookings: 0, paidKobo: 0 };
}

/** The bookings and naira our promos brought (last touch, since they went out), by campaign id: one query. */
export async function promoCredit(ids: string[]): Promise<Map<string, Credit>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<(Summed & { value: string })[]>`
    SELECT "value", sum("visits")::int AS "visits", sum("bookings")::int AS "bookings", sum("paidKobo")::float8 AS "kobo"
    FROM "AttributionDailyStat"
    WHERE "dimension" = 'campaign' AND "touch" = 'last' AND "value" = ANY(${ids.map((id) => `promo-${id}`)}::text[])
    GROUP BY "value"`;
  return new Map(rows.map((r) => [r.value.slice("promo-".length), credit(r)]));
}

/** One table of the report as CSV (naira with two decimals, as a spreadsheet sums them). */
export function reportCsv(report: AttributionReport, table: ReportTable): string {
  const naira = (kobo: number) => nairaAmount(kobo);
  switch (table) {
    case "channels":
    case "campaigns":
      return csvTable([
        [table === "channels" ? "channel" : "campaign", "site visits", "bookings", "paid (NGN)"],
        ...report[table].map((r) => [r.label, r.visits, r.bookings, naira(r.paidKobo)]),
      ]);
    case "posts":
      return csvTable([
        ["post", "slug", "views", "site visits", "bookings", "paid (NGN)", "NGN per 1,000 views"],
        ...report.posts.map((r) => [
          r.title,
          r.slug,
          r.views,
          r.visits,
          r.bookings,
          naira(r.paidKobo),
          r.koboPerThousandViews === null ? "" : naira(r.koboPerThousandViews),
        ]),
      ]);
    case "links":
      return csvTable([
        ["smart link", "slug", "views", "platform clicks", "site visits", "bookings", "paid (NGN)"],
        ...report.links.map((r) => [r.title, r.slug, r.views, r.clicks, r.visits, r.bookings, naira(r.paidKobo)]),
      ]);
  }
}
