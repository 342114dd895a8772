// The dashboard overview's numbers: how many of each record there are, in one round trip (one SELECT of counts),
// read fresh on every visit — the admin wants today's figures, and the page is per request anyway.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export const RECORD_KINDS = [
  { key: "posts", label: "Posts", table: "Post", section: "manage-posts" },
  { key: "postComments", label: "Post comments", table: "PostComment", section: "manage-posts" },
  { key: "songs", label: "Songs", table: "Song", section: "songs" },
  { key: "songComments", label: "Song comments", table: "SongComment", section: "songs" },
  { key: "artists", label: "Artists", table: "Artist", section: "artists" },
  { key: "spotlights", label: "Spotlights", table: "Spotlight", section: "spotlights" },
  { key: "spotlightComments", label: "Spotlight comments", table: "SpotlightComment", section: "spotlights" },
  { key: "adverts", label: "Adverts", table: "Advert", section: "adverts" },
  { key: "teamMembers", label: "Team members", table: "TeamMember", section: "team" },
  { key: "workers", label: "Workers", table: "Worker", section: "workers" },
  { key: "subscribers", label: "Subscribers", table: "Subscriber", section: "subscribers" },
  { key: "partnerships", label: "Partnership requests", table: "PartnershipRequest", section: "partners" },
  { key: "bookings", label: "Bookings", table: "Booking", section: "bookings" },
  { key: "reviews", label: "Reviews", table: "Review", section: null },
  { key: "smartLinks", label: "Smart links", table: "SmartLink", section: "smart-links" },
  { key: "users", label: "Registered users", table: "User", section: null },
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];
export type RecordCounts = Record<RecordKind["key"], number>;

// Table names come from the constant above, never from input, so building the statement from them is safe.
const COUNT_SQL = Prisma.raw(`SELECT ${RECORD_KINDS.map((k) => `(SELECT count(*) FROM "${k.table}")::int AS "${k.key}"`).join(", ")}`);

export async function countRecords(): Promise<RecordCounts> {
  const [row] = await db.$queryRaw<RecordCounts[]>(COUNT_SQL);
  return row;
}

/** The bookings and revenue charts: per day over the last 30 days, or per week (Monday to Sunday) over 26 weeks. */
export type OverviewBucket = "day" | "week";
export const OVERVIEW_RANGES: Record<OverviewBucket, { count: number; label: string }> = {
  day: { count: 30, label: "per day, last 30 days" },
  week: { count: 26, label: "per week, last 26 weeks" },
};
export type BookingsAndRevenue = { bucket: OverviewBucket; starts: string[]; bookings: number[]; revenueKobo: number[] };

/**
 * New bookings and money received per day or week, on Lagos calendar days, in one query. Revenue is what verified
 * payments brought in on the day they were paid, less what has since been refunded of them.
 */
export async function bookingsAndRevenue(bucket: OverviewBucket, now = new Date()): Promise<BookingsAndRevenue> {
  const { count } = OVERVIEW_RANGES[bucket];
  const step = bucket === "day" ? "1 day" : "1 week";
  const rows = await db.$queryRaw<{ start: Date; bookings: number; revenue: number }[]>`
    WITH today AS (SELECT (${now}::timestamptz AT TIME ZONE 'Africa/Lagos')::date AS d),
    buckets AS (
      SELECT generate_series(
        date_trunc(${bucket}, (SELECT d FROM today)) - (${count - 1} * ${step}::interval),
        date_trunc(${bucket}, (SELECT d FROM today)),
        ${step}::interval
      )::date AS start
    ),
    booked AS (
      SELECT date_trunc(${bucket}, ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Lagos')::date AS start, count(*)::int AS n
      FROM "Booking" WHERE "createdAt" >= (SELECT min(start) FROM buckets)::timestamp - interval '1 day' GROUP BY 1
    ),
    paid AS (
      SELECT date_trunc(${bucket}, ("paidAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Lagos')::date AS start, sum("amountKobo" - "refundedKobo")::bigint AS kobo
      FROM "Payment" WHERE "paidAt" IS NOT NULL AND "paidAt" >= (SELECT min(start) FROM buckets)::timestamp - interval '1 day' GROUP BY 1
    )
    SELECT b.start, coalesce(booked.n, 0) AS bookings, coalesce(paid.kobo, 0)::float8 AS revenue
    FROM buckets b LEFT JOIN booked ON booked.start = b.start LEFT JOIN paid ON paid.start = b.start
    ORDER BY b.start`;
  return {
    bucket,
    starts: rows.map((r) => new Date(r.start).toISOString().slice(0, 10)),
    bookings: rows.map((r) => r.bookings),
    revenueKobo: rows.map((r) => Number(r.revenue)),
  };
}
