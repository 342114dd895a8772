// The dashboard overview's numbers: how many of each record there are, in one round trip (one SELECT of counts), and
// the per-day charts, each a single query whatever the period — read fresh on every visit: the admin wants today's
// figures, and the page is per request anyway.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// Grouped as the overview shows them; `where` narrows a table to one kind of row (a subscriber's status, a role).
export const RECORD_KINDS = [
  { key: "posts", label: "Posts", table: "Post", section: "manage-posts" },
  { key: "postComments", label: "Post comments", table: "PostComment", section: "manage-posts" },
  { key: "songs", label: "Songs", table: "Song", section: "songs" },
  { key: "songComments", label: "Song comments", table: "SongComment", section: "songs" },
  { key: "artists", label: "Artists", table: "Artist", section: "artists" },
  { key: "spotlights", label: "Spotlights", table: "Spotlight", section: "spotlights" },
  { key: "spotlightComments", label: "Spotlight comments", table: "SpotlightComment", section: "spotlights" },
  { key: "spotlightReplies", label: "Spotlight replies", table: "SpotlightReply", section: "spotlights" },
  { key: "reviews", label: "Reviews", table: "Review", section: null },
  {
    key: "activeSubscribers",
    label: "Active subscribers",
    table: "Subscriber",
    where: `"status" = 'ACTIVE'`,
    section: "subscribers",
  },
  {
    key: "pendingSubscribers",
    label: "Pending subscribers",
    table: "Subscriber",
    where: `"status" = 'PENDING'`,
    section: "subscribers",
  },
  {
    key: "unsubscribed",
    label: "Unsubscribed",
    table: "Subscriber",
    where: `"status" = 'UNSUBSCRIBED'`,
    section: "subscribers",
  },
  { key: "partnerships", label: "Partnership requests", table: "PartnershipRequest", section: "partners" },
  // What Manage Bookings lists: a deleted booking kept for the books (archived) is still in the charts below, not here.
  {
    key: "bookings",
    label: "Bookings",
    table: "Booking",
    where: `"archivedAt" IS NULL`,
    section: "bookings",
  },
  { key: "payments", label: "Payments received", table: "Payment", where: `"paidAt" IS NOT NULL`, section: "bookings" },
  // Money a booking could not take (paid already, cancelled): it links to the list of them and stands out while any is left.
  {
    key: "paymentsToRefund",
    label: "Payments to refund",
    table: "Payment",
    where: `"status" = 'NEEDS_REFUND'`,
    section: "bookings",
    anchor: "payments-to-refund",
    attention: true,
  },
  { key: "adverts", label: "Adverts", table: "Advert", section: "adverts" },
  { key: "smartLinks", label: "Smart links", table: "SmartLink", section: "smart-links" },
  { key: "teamMembers", label: "Team members", table: "TeamMember", section: "team" },
  { key: "workers", label: "Workers", table: "Worker", section: "workers" },
  { key: "admins", label: "Admins", table: "User", where: `"role" = 'ADMIN'`, section: "admins" },
  { key: "users", label: "Registered users", table: "User", where: `"role" = 'USER'`, section: null },
] as const satisfies readonly {
  key: string;
  label: string;
  table: string;
  where?: string;
  section: string | null;
  anchor?: string;
  attention?: boolean;
}[];

export type RecordKind = (typeof RECORD_KINDS)[number];
export type RecordCounts = Record<RecordKind["key"], number>;

// Table names and conditions come from the constant above, never from input, so building the statement is safe.
const COUNT_SQL = Prisma.raw(
  `SELECT ${RECORD_KINDS.map((k) => `(SELECT count(*) FROM "${k.table}"${"where" in k ? ` WHERE ${k.where}` : ""})::int AS "${k.key}"`).join(", ")}`,
);

export async function countRecords(): Promise<RecordCounts> {
  const [row] = await db.$queryRaw<RecordCounts[]>(COUNT_SQL);
  return row;
}

/** The audience charts' periods (`?days=`): the last 30 days unless 90 is asked for. */
export const AUDIENCE_PERIODS = [30, 90] as const;
export type AudiencePeriod = (typeof AUDIENCE_PERIODS)[number];
export const audiencePeriod = (value: unknown): AudiencePeriod => (String(value) === "90" ? 90 : 30);

// Each series: the table and the moment that puts a row on a day. A subscriber counts on the day they signed up,
// whatever their status now.
const AUDIENCE_SERIES = [
  { key: "subscribers", table: "Subscriber", column: "subscribedAt" },
  { key: "postComments", table: "PostComment", column: "createdAt" },
  { key: "songComments", table: "SongComment", column: "createdAt" },
  { key: "spotlightComments", table: "SpotlightComment", column: "createdAt" },
  { key: "reviews", table: "Review", column: "createdAt" },
] as const;
type AudienceKey = (typeof AUDIENCE_SERIES)[number]["key"];
export type AudiencePerDay = { days: string[] } & Record<AudienceKey, number[]>;

// One statement for every series: the Lagos days of the period (generate_series, so days without rows are zeros),
// and per series one GROUP BY over its rows since the period began (their indexes on the timestamp serve it).
// Identifiers come from the constant above.
const AUDIENCE_SQL = (days: number, now: Date) => Prisma.sql`
  WITH today AS (SELECT (${now}::timestamptz AT TIME ZONE 'Africa/Lagos')::date AS d),
  period AS (SELECT generate_series((SELECT d FROM today) - ${days - 1}::int, (SELECT d FROM today), interval '1 day')::date AS day),
  ${Prisma.raw(
    AUDIENCE_SERIES.map(
      (s) => `"${s.key}" AS (
    SELECT (("${s.column}" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Lagos')::date AS day, count(*)::int AS n
    FROM "${s.table}" WHERE "${s.column}" >= (SELECT min(day) FROM period)::timestamp - interval '1 day' GROUP BY 1)`,
    ).join(",\n  "),
  )}
  SELECT to_char(p.day, 'YYYY-MM-DD') AS day, ${Prisma.raw(AUDIENCE_SERIES.map((s) => `coalesce("${s.key}".n, 0) AS "${s.key}"`).join(", "))}
  FROM period p ${Prisma.raw(AUDIENCE_SERIES.map((s) => `LEFT JOIN "${s.key}" ON "${s.key}".day = p.day`).join(" "))}
  ORDER BY p.day`;

/** New subscribers, comments (post, song, spotlight) and reviews per Lagos day over the last `days` days, in one query. */
export async function audiencePerDay(days: AudiencePeriod, now = new Date()): Promise<AudiencePerDay> {
  const rows = await db.$queryRaw<({ day: string } & Record<AudienceKey, number>)[]>(AUDIENCE_SQL(days, now));
  const result = { days: rows.map((r) => r.day) } as AudiencePerDay;
  for (const s of AUDIENCE_SERIES) result[s.key] = rows.map((r) => r[s.key]);
  return result;
}

/** The bookings and revenue charts: per day over the last 30 days, or per week (Monday to Sunday) over 26 weeks. */
export type OverviewBucket = "day" | "week";
export const OVERVIEW_RANGES: Record<OverviewBucket, { count: number; label: string }> = {
  day: { count: 30, label: "per day, last 30 days" },
  week: { count: 26, label: "per week, last 26 weeks" },
};
export type BookingsAndRevenue = {
  bucket: OverviewBucket;
  starts: string[];
  bookings: number[];
  revenueKobo: number[];
};

/**
 * New bookings and money received per day or week, on Lagos calendar days, in one query. Revenue is what verified
 * payments brought in on the day they were paid, less what has since been refunded of them. Only naira counts: a
 * payment started in the browser may have been made in another currency, recorded as Paystack reported it. A booking
 * deleted after it was paid for is archived, not erased, so it still counts here beside its money.
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
      FROM "Payment" WHERE "paidAt" IS NOT NULL AND "currency" = 'NGN' AND "paidAt" >= (SELECT min(start) FROM buckets)::timestamp - interval '1 day' GROUP BY 1
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
