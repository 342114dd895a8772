// `npm run dev`'s demo month (prisma/seed/activity.ts): on a fresh database, `db:seed --demo-activity` fills every
// report — smart-link views and clicks, credited visits, post views, paid bookings with a refund, a sent and clicked
// promo — and the numbers agree with each other the way the reports add them up. Run twice, it adds nothing. Its own
// database, so the rows never reach the other files' (shared) one.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDeploy } from "@/scripts/migrator";
import { DEMO_CAMPAIGN_ID } from "@/prisma/seed/activity";

const url = Object.assign(new URL(process.env.DATABASE_URL!), {
  pathname: `/demo_activity_${randomBytes(4).toString("hex")}`,
}).toString();
const uploads = mkdtempSync(path.join(tmpdir(), "mnb-demo-activity-"));
const client = new pg.Client({ connectionString: url });

function seedCli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", ...args], {
      env: { ...process.env, DATABASE_URL: url, UPLOAD_DIR: uploads, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c));
    child.stderr.on("data", (c: Buffer) => (stderr += c));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await client.query(sql, params)).rows[0];

/** Every table the month writes, summed, to compare two runs. */
const TOTALS = `SELECT
  (SELECT count(*) FROM "SmartLinkEvent")::int AS events,
  (SELECT coalesce(sum("count"), 0) FROM "SmartLinkDailyStat")::int AS "rolledUp",
  (SELECT coalesce(sum("visits"), 0) FROM "AttributionDailyStat")::int AS visits,
  (SELECT coalesce(sum("views"), 0) FROM "PostDailyView")::int AS views,
  (SELECT count(*) FROM "Booking")::int AS bookings,
  (SELECT count(*) FROM "Payment")::int AS payments,
  (SELECT count(*) FROM "PaymentRefund")::int AS refunds,
  (SELECT count(*) FROM "Subscriber")::int AS subscribers,
  (SELECT count(*) FROM "PromoCampaign")::int AS campaigns,
  (SELECT count(*) FROM "EmailMessage")::int AS messages,
  (SELECT count(*) FROM "PromoClick")::int AS clicks`;

let first: Record<string, number>;

beforeAll(async () => {
  await migrateDeploy(url);
  const seeded = await seedCli("--demo-activity");
  expect(seeded.code, seeded.stderr).toBe(0);
  expect(seeded.stdout).toMatch(/A month of activity: \d+ smart-link events/);
  await client.connect();
  first = await one(TOTALS);
}, 180_000);

afterAll(async () => {
  await client.end();
  rmSync(uploads, { recursive: true, force: true });
});

describe("db:seed --demo-activity", () => {
  it("gives every report numbers: smart links, visits, post views, bookings, payments, a refund, a promo", () => {
    for (const [table, n] of Object.entries(first)) expect(n, table).toBeGreaterThan(0);
    expect(first.campaigns).toBe(1);
    expect(first.refunds).toBe(1);
  });

  it("the Overview's bookings and revenue agree with the rows: each paid booking has its one payment at its price", async () => {
    const month = await one<{ bookings: number; paid: number; revenue: number }>(`
      SELECT (SELECT count(*) FROM "Booking" WHERE "createdAt" >= now() - interval '31 days')::int AS bookings,
             (SELECT count(*) FROM "Booking" WHERE "status" IN ('PAID', 'IN_PROGRESS', 'DELIVERED'))::int AS paid,
             (SELECT sum("amountKobo" - "refundedKobo") FROM "Payment"
               WHERE "paidAt" IS NOT NULL AND "currency" = 'NGN')::float8 AS revenue`);
    expect(month.bookings).toBe(first.bookings);
    const paidBookings = await client.query(`
      SELECT b."priceKobo", count(p.*)::int AS payments, min(p."amountKobo") AS amount, min(p."reference") AS reference
      FROM "Booking" b LEFT JOIN "Payment" p ON p."bookingId" = b."id" AND p."status" = 'PAID' AND p."paidAt" IS NOT NULL
      WHERE b."status" IN ('PAID', 'IN_PROGRESS', 'DELIVERED') GROUP BY b."id"`);
    expect(paidBookings.rows).toHaveLength(month.paid);
    for (const row of paidBookings.rows) {
      expect(row.payments).toBe(1);
      expect(row.amount).toBe(row.priceKobo);
      expect(row.reference).toMatch(/^MNB-[a-z0-9]+-[0-9a-f]{12}$/);
    }
    const sumOfPaid = paidBookings.rows.reduce((s, r) => s + r.amount, 0);
    // The refunded booking's payment counts nothing; unbooked payments there are none.
    expect(month.revenue).toBe(sumOfPaid);
    const refunded = await one<{ status: string; amount: number; refunded: number; refund: number; state: string }>(`
      SELECT b."status", p."amountKobo" AS amount, p."refundedKobo" AS refunded, r."amountKobo" AS refund, r."status" AS state
      FROM "Booking" b JOIN "Payment" p ON p."bookingId" = b."id" JOIN "PaymentRefund" r ON r."paymentId" = p."id"`);
    expect(refunded).toMatchObject({ status: "REFUNDED", state: "PROCESSED" });
    expect(refunded.refunded).toBe(refunded.amount);
    expect(refunded.refund).toBe(refunded.amount);
  });

  it("the attribution report credits exactly the bookings and naira that carry touches, by first and last touch", async () => {
    for (const touch of ["first", "last"]) {
      const credited = await one<{ bookings: number; kobo: number; visits: number }>(
        `SELECT sum("bookings")::int AS bookings, sum("paidKobo")::float8 AS kobo, sum("visits")::int AS visits
         FROM "AttributionDailyStat" WHERE "dimension" = 'channel' AND "touch" = $1`,
        [touch],
      );
      const rows = await one<{ bookings: number; kobo: number }>(
        `SELECT (SELECT count(*) FROM "Booking" WHERE "${touch}Touch" IS NOT NULL)::int AS bookings,
                (SELECT sum("amountKobo" - "refundedKobo") FROM "Payment"
                  WHERE "${touch}Touch" IS NOT NULL AND "paidAt" IS NOT NULL)::float8 AS kobo`,
      );
      expect(credited.bookings).toBe(rows.bookings);
      expect(credited.kobo).toBe(rows.kobo);
      expect(credited.bookings).toBeGreaterThan(0);
      expect(credited.visits).toBeGreaterThan(credited.bookings);
    }
    // Posts landed on are demo posts with views; links are demo links.
    const strays = await one<{ posts: number; links: number }>(`
      SELECT (SELECT count(*) FROM "AttributionDailyStat" a WHERE a."dimension" = 'post'
                AND NOT EXISTS (SELECT 1 FROM "Post" p WHERE p."slug" = a."value"))::int AS posts,
             (SELECT count(*) FROM "AttributionDailyStat" a WHERE a."dimension" = 'link'
                AND NOT EXISTS (SELECT 1 FROM "SmartLink" l WHERE l."slug" = a."value"))::int AS links`);
    expect(strays).toEqual({ posts: 0, links: 0 });
  });

  it("the smart-link roll-up holds exactly the events, with clicks on each link's own platforms", async () => {
    const { mismatched } = await one<{ mismatched: number }>(`
      SELECT count(*)::int AS mismatched FROM (
        SELECT "smartLinkId", "kind", count(*)::int AS n FROM "SmartLinkEvent" GROUP BY 1, 2
      ) e FULL JOIN (
        SELECT "smartLinkId", "kind", sum("count")::int AS n FROM "SmartLinkDailyStat" WHERE "dimension" = 'total' GROUP BY 1, 2
      ) s USING ("smartLinkId", "kind") WHERE e.n IS DISTINCT FROM s.n`);
    expect(mismatched).toBe(0);
    const { elsewhere } = await one<{ elsewhere: number }>(`
      SELECT count(*)::int AS elsewhere FROM "SmartLinkEvent" e JOIN "SmartLink" l ON l."id" = e."smartLinkId"
      WHERE e."kind" = 'CLICK' AND CASE e."platform"
        WHEN 'YOUTUBE' THEN l."youtube" WHEN 'SPOTIFY' THEN l."spotify" WHEN 'BOOMPLAY' THEN l."boomplay"
        WHEN 'APPLE_MUSIC' THEN l."appleMusic" WHEN 'AUDIOMACK' THEN l."audiomack" END IS NULL`);
    expect(elsewhere).toBe(0);
    const { inFuture } = await one<{ inFuture: number }>(
      `SELECT count(*)::int AS "inFuture" FROM "SmartLinkEvent" WHERE "createdAt" > now() AT TIME ZONE 'UTC'`,
    );
    expect(inFuture).toBe(0);
  });

  it("the promo was sent to its recipients, clicked by some, and brought visits and bookings", async () => {
    const promo = await one<{ recipients: number; sent: number; people: number; clicks: number }>(
      `SELECT c."recipients",
              (SELECT count(*) FROM "EmailMessage" m WHERE m."campaignId" = c."id" AND m."status" = 'SENT')::int AS sent,
              (SELECT count(DISTINCT "messageId") FROM "PromoClick" k WHERE k."campaignId" = c."id")::int AS people,
              (SELECT sum("clicks") FROM "PromoLink" l WHERE l."campaignId" = c."id")::int AS clicks
       FROM "PromoCampaign" c WHERE c."id" = $1 AND c."finishedAt" IS NOT NULL`,
      [DEMO_CAMPAIGN_ID],
    );
    expect(promo.sent).toBe(promo.recipients);
    expect(promo.people).toBeGreaterThan(0);
    expect(promo.people).toBeLessThanOrEqual(promo.recipients);
    expect(promo.clicks).toBeGreaterThanOrEqual(promo.people);
    const credit = await one<{ visits: number; bookings: number }>(
      `SELECT sum("visits")::int AS visits, sum("bookings")::int AS bookings FROM "AttributionDailyStat"
       WHERE "dimension" = 'campaign' AND "touch" = 'last' AND "value" = $1`,
      [`promo-${DEMO_CAMPAIGN_ID}`],
    );
    expect(credit.visits).toBeGreaterThan(0);
    expect(credit.bookings).toBeGreaterThan(0);
  });

  it("run again, adds nothing", async () => {
    const again = await seedCli("--demo-activity");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("A month of activity: already present, left as is");
    expect(await one(TOTALS)).toEqual(first);
  }, 120_000);
});
