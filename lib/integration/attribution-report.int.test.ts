// "Where bookings come from" end to end over HTTP: a visitor's touches, page views and site visits, a booking and its
// payment made from that browser, and a refund, land in the report's rows (kept by the database's triggers and the
// views route); bots, preloads and the Global Privacy Control signal count nothing of the visitor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client, testAddress } from "@/testing/http";
import { createAccount, file, pngBytes, signedIn, signedInBrowser, unique } from "@/testing/fixtures";
import { paystackControls } from "@/testing/paystack-stand-in";
import { listCampaigns } from "@/lib/subscribers/campaigns";
import { REPORT_TABLE_INVALID } from "@/lib/analytics/report-schema";
import { linkFunnel, reportDays, type AttributionReport } from "@/lib/analytics/attribution-report";
import { VIEWS_PER_ADDRESS_AND_POST } from "@/lib/analytics/attribution";
import { bookingsAndRevenue } from "@/lib/admin/overview";
import { formatNaira } from "@/lib/core/format";
import { count } from "@/components/charts/scale";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const PRICE = 6_000_000;
const paystack = paystackControls();

let admin: Awaited<ReturnType<typeof signedIn>>;
let offer: { title: string };
beforeAll(async () => {
  admin = await signedIn("ADMIN");
  const title = unique("Credited Mastering");
  offer = await db.serviceOffer.create({
    data: {
      title,
      slug: title.toLowerCase().replace(/\W+/g, "-"),
      description: "Mastering",
      originalPriceKobo: 8_000_000,
      promoPriceKobo: PRICE,
      sortOrder: 97,
    },
    select: { title: true },
  });
});
afterAll(() => db.$disconnect());

const browserHeaders = { "user-agent": CHROME };
const touch = (client: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.request("POST", "/mnb/api/touch", { referrer: null, ...body }, { ...browserHeaders, ...headers });
const view = (client: Client, path: string, headers: Record<string, string> = {}) =>
  client.request("POST", "/mnb/api/views", { path }, { ...browserHeaders, ...headers });

async function report(touchModel: "first" | "last" = "last", days = 7): Promise<AttributionReport> {
  const reply = await admin.client.get<{ report: AttributionReport }>(
    `/mnb/api/attribution?days=${days}&touch=${touchModel}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.report;
}
const row = <R extends { value?: string; slug?: string }>(rows: R[], key: string) =>
  rows.find((r) => r.value === key || r.slug === key);

async function newPost() {
  const slug = unique("credited-post");
  await db.post.create({ data: { slug, title: `Post ${slug}`, content: "<p>Hi</p>", categories: ["music"] } });
  return slug;
}

/** A booking from this browser (its cookies carry the touches), then its payment paid and verified. */
async function bookAndPay(client: Client) {
  const form = new FormData();
  form.set("file", file(await pngBytes(), "stems.png", "image/png"));
  const uploaded = await client.post<{ file: { id: string } }>("/mnb/api/bookings/files", form);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const email = `${unique("booker")}@example.com`;
  const booked = await client.post<{ booking: { id: string } }>("/mnb/api/bookings", {
    name: "Ada Obi",
    email,
    service: offer.title,
    message: "Master my single",
    dateTime: `${inAWeek}T14:30`,
    fileId: uploaded.body.file.id,
  });
  expect(booked.status).toBe(201);
  const started = await client.post<{ reference: string }>("/mnb/api/payments", {
    name: "Ada Obi",
    email,
    bookingId: booked.body.booking.id,
  });
  expect(started.status).toBe(201);
  await paystack.pay(started.body.reference);
  await new Client().post(`/mnb/api/payments/${started.body.reference}/verify`);
  return db.payment.findUniqueOrThrow({ where: { reference: started.body.reference } });
}

function signedWebhook(event: string, data: Record<string, unknown>) {
  const body = JSON.stringify({ event, data });
  return new Client().request("POST", "/mnb/api/paystack/webhook", body, {
    "content-type": "application/json",
    "x-paystack-signature": paystack.sign(body),
  });
}

describe("Where bookings come from", () => {
  it("credits a post shared on WhatsApp with campaign marks: its views, the visit, the booking and the naira, less a refund", async () => {
    const slug = await newPost();
    const campaign = unique("owambe").toLowerCase();
    const before = await report();
    const whatsappBefore = row(before.channels, "WhatsApp") ?? { visits: 0, bookings: 0, paidKobo: 0 };
    const phone = new Client();
    expect((await touch(phone, { landing: `/post/${slug}`, source: "whatsapp", campaign })).status).toBe(204);
    expect((await view(phone, `/post/${slug}`)).status).toBe(204);
    // The same visit: a second view of the post counts as a view, not as another visit.
    expect((await view(phone, `/post/${slug}`)).status).toBe(204);
    expect((await view(phone, "/service")).status).toBe(204);
    const payment = await bookAndPay(phone);
    expect(payment.status).toBe("PAID");

    for (const model of ["last", "first"] as const) {
      const after = await report(model);
      expect(row(after.campaigns, campaign)).toMatchObject({ visits: 1, bookings: 1, paidKobo: PRICE });
      expect(row(after.posts, slug)).toMatchObject({
        title: `Post ${slug}`,
        views: 2,
        visits: 1,
        bookings: 1,
        paidKobo: PRICE,
        koboPerThousandViews: PRICE * 500,
      });
      if (model === "last") {
        const whatsapp = row(after.channels, "WhatsApp")!;
        expect(whatsapp.bookings - whatsappBefore.bookings).toBe(1);
        expect(whatsapp.paidKobo - whatsappBefore.paidKobo).toBe(PRICE);
        expect(after.totals.paidKobo - before.totals.paidKobo).toBe(PRICE);
      }
    }

    // A refund of ₦15,000 lowers the naira on the day it was paid, in every row.
    const asked = await admin.client.post<{ refund: { providerRefundId: string } }>("/mnb/api/refunds", {
      paymentId: payment.id,
      amount: "15000",
    });
    expect(asked.status).toBe(201);
    await paystack.settleRefund(Number(asked.body.refund.providerRefundId), "processed");
    expect(
      (
        await signedWebhook("refund.processed", {
          id: Number(asked.body.refund.providerRefundId),
          transaction_reference: payment.reference,
        })
      ).status,
    ).toBe(200);
    await expect.poll(async () => row((await report()).campaigns, campaign)?.paidKobo).toBe(PRICE - 1_500_000);
    expect(row((await report("first")).posts, slug)).toMatchObject({ bookings: 1, paidKobo: PRICE - 1_500_000 });

    // Each table downloads as CSV.
    const csv = await admin.client.request<string>("GET", "/mnb/api/attribution?days=7&format=csv&table=posts");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="bookings-by-posts-last-touch-/);
    expect(String(csv.body)).toContain(`Post ${slug},${slug},2,1,1,45000.00,22500000.00`);
    const bad = await admin.client.get("/mnb/api/attribution?format=csv&table=everything");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: REPORT_TABLE_INVALID });
    expect(REPORT_TABLE_INVALID).toBe("Choose a table: channels, campaigns, posts, links.");
  });

  it("credits a smart link with the site visits and, by first touch, the booking a newsletter promo later closed", async () => {
    const owner = await createAccount("USER");
    const link = await db.smartLink.create({
      data: {
        slug: unique("credited-link"),
        songTitle: "Sunrise",
        artistName: "Tomi",
        coverImageUrl: "/images/cover.png",
        spotify: "https://open.spotify.com/track/1",
        createdById: owner.user.id,
        approvedAt: new Date(),
      },
    });
    const promo = await db.promoCampaign.create({
      data: { subject: unique("Studio week"), message: "Book now", createdByLabel: "Admin", recipients: 1 },
    });
    const fan = new Client();
    expect(
      (await touch(fan, { landing: `/smartlink/${link.slug}`, referrer: "https://www.instagram.com/" })).status,
    ).toBe(204);
    // The share page is the link's own statistics, not a site visit; the next page is.
    await view(fan, `/smartlink/${link.slug}`);
    await view(fan, "/home");
    // Later, a promo's tracked link brings the fan back (another visit: the newsletter is now the last touch).
    expect(
      (
        await touch(fan, {
          landing: "/service",
          source: "newsletter",
          medium: "email",
          campaign: `promo-${promo.id}`,
        })
      ).status,
    ).toBe(204);
    await view(fan, "/service");
    // Pages of the same visit, and the same marked address again, count no more visits.
    await view(fan, "/blog");
    await touch(fan, { landing: "/service", source: "newsletter", medium: "email", campaign: `promo-${promo.id}` });
    await view(fan, "/service");
    await bookAndPay(fan);

    const first = await report("first");
    expect(row(first.links, link.slug)).toMatchObject({
      title: "Sunrise – Tomi",
      visits: 2,
      bookings: 1,
      paidKobo: PRICE,
    });
    const last = await report("last");
    expect(row(last.links, link.slug)).toMatchObject({ visits: 1, bookings: 0, paidKobo: 0 });
    expect(row(last.campaigns, `promo-${promo.id}`)).toMatchObject({
      label: `Newsletter: ${promo.subject}`,
      visits: 1,
      bookings: 1,
      paidKobo: PRICE,
    });
    // The promo's own line in the campaigns list, and the owner's statistics page.
    const listed = (await listCampaigns(200)).find((c) => c.id === promo.id)!;
    expect(listed.attributed).toEqual({ visits: 1, bookings: 1, paidKobo: PRICE });
    const { from, to } = reportDays(7);
    expect(await linkFunnel(link.slug, from, to)).toMatchObject({ visits: 1, bookings: 0, paidKobo: 0 });
    const page = await (await signedInBrowser(owner)).request<string>("GET", `/music-links/mine/${link.slug}`);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("From the link to bookings");
  });

  it("still adds up after the paid booking, its landing post and its smart link are deleted: the count beside the naira, last titles marked (deleted)", async () => {
    const owner = await createAccount("USER");
    const link = await db.smartLink.create({
      data: {
        slug: unique("gone-link"),
        songTitle: "Harmattan",
        artistName: "Kemi",
        coverImageUrl: "/images/cover.png",
        spotify: "https://open.spotify.com/track/2",
        createdById: owner.user.id,
        approvedAt: new Date(),
      },
    });
    const slug = await newPost();
    const post = await db.post.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    const promo = await db.promoCampaign.create({
      data: { subject: unique("Owambe week"), message: "Book now", createdByLabel: "Admin", recipients: 1 },
    });
    // First touch: the smart link from Instagram; last: the promo's link to the post.
    const fan = new Client();
    await touch(fan, { landing: `/smartlink/${link.slug}`, referrer: "https://www.instagram.com/" });
    await view(fan, "/home");
    await touch(fan, {
      landing: `/post/${slug}`,
      source: "newsletter",
      medium: "email",
      campaign: `promo-${promo.id}`,
    });
    await view(fan, `/post/${slug}`);
    const before = { last: await report("last"), first: await report("first") };
    const chartBefore = await bookingsAndRevenue("day");

    const payment = await bookAndPay(fan);
    expect(payment.status).toBe("PAID");
    expect((await admin.client.delete(`/mnb/api/deleteBooking/${payment.bookingId}`)).status).toBe(200);
    expect((await admin.client.delete(`/mnb/api/deletePost/${post.id}`)).status).toBe(200);
    expect((await admin.client.delete(`/mnb/api/smart-links/${link.slug}`)).status).toBe(200);

    const after = { last: await report("last"), first: await report("first") };
    for (const model of ["last", "first"] as const) {
      expect(after[model].totals.bookings - before[model].totals.bookings, model).toBe(1);
      expect(after[model].totals.paidKobo - before[model].totals.paidKobo, model).toBe(PRICE);
    }
    expect(row(after.last.campaigns, `promo-${promo.id}`)).toMatchObject({
      label: `Newsletter: ${promo.subject}`,
      visits: 1,
      bookings: 1,
      paidKobo: PRICE,
    });
    expect(row(after.last.posts, slug)).toMatchObject({
      title: `Post ${slug} (deleted)`,
      visits: 1,
      bookings: 1,
      paidKobo: PRICE,
    });
    const gone = row(after.first.links, link.slug)!;
    expect(gone).toMatchObject({ title: "Harmattan – Kemi (deleted)", visits: 2, bookings: 1, paidKobo: PRICE });

    // The CSVs name them the same way, with the same figures.
    const csv = async (table: string, touchModel: string) =>
      String(
        (
          await admin.client.request<string>(
            "GET",
            `/mnb/api/attribution?days=7&touch=${touchModel}&format=csv&table=${table}`,
          )
        ).body,
      );
    expect(await csv("posts", "last")).toContain(`Post ${slug} (deleted),${slug},0,1,1,60000.00,\r\n`);
    expect(await csv("links", "first")).toContain(`Harmattan – Kemi (deleted),${link.slug},0,0,2,1,60000.00\r\n`);
    expect(await csv("campaigns", "last")).toContain(`Newsletter: ${promo.subject},1,1,60000.00\r\n`);

    // The promo's line under Promo campaigns ("Brought 1 booking (₦60,000 paid)") and the report's sentence agree.
    expect((await listCampaigns(200)).find((c) => c.id === promo.id)!.attributed).toEqual({
      visits: 1,
      bookings: 1,
      paidKobo: PRICE,
    });
    const { totals } = await report("last");
    const page = String(
      (await (await signedInBrowser(await createAccount("ADMIN"))).get<string>("/admin-dashboard/attribution?days=7"))
        .body,
    );
    expect(page).toContain(
      `${count(totals.bookings)} ${totals.bookings === 1 ? "booking" : "bookings"} and ${formatNaira(totals.paidKobo)} paid`,
    );
    // The Overview's bookings and revenue charts keep both, too.
    const chartAfter = await bookingsAndRevenue("day");
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(chartAfter.bookings) - sum(chartBefore.bookings)).toBe(1);
    expect(sum(chartAfter.revenueKobo) - sum(chartBefore.revenueKobo)).toBe(PRICE);
  });

  it("counts no view or visit for bots, preloads or a share page, and no visit under the Global Privacy Control signal", async () => {
    const slug = await newPost();
    const campaign = unique("quiet").toLowerCase();
    const views = async () =>
      (await db.postDailyView.aggregate({ where: { post: { slug } }, _sum: { views: true } }))._sum.views ?? 0;
    const visitor = new Client();
    await touch(visitor, { landing: `/post/${slug}`, source: "x", campaign });
    expect(
      (await view(visitor, `/post/${slug}`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }))
        .status,
    ).toBe(204);
    expect((await view(visitor, `/post/${slug}`, { "sec-purpose": "prefetch" })).status).toBe(204);
    expect(await views()).toBe(0);
    expect(row((await report()).campaigns, campaign)).toBeUndefined();
    // With the signal, a view is still a (nameless) view of the post, but the visitor's touches get no visit.
    expect((await view(visitor, `/post/${slug}`, { "sec-gpc": "1" })).status).toBe(204);
    expect(await views()).toBe(1);
    expect(row((await report()).campaigns, campaign)).toBeUndefined();
    expect(visitor.hasCookie("mnb_visit")).toBe(false);
    // Nonsense is refused without a count.
    expect((await visitor.request("POST", "/mnb/api/views", { path: "post" }, browserHeaders)).status).toBe(422);
    expect((await visitor.request("POST", "/mnb/api/views", {}, browserHeaders)).status).toBe(422);
    expect(await views()).toBe(1);
  });

  it("stops counting one address's views of a post past its allowance, still answering 204; made-up posts count nothing", async () => {
    const slug = await newPost();
    const views = async () =>
      (await db.postDailyView.aggregate({ where: { post: { slug } }, _sum: { views: true } }))._sum.views ?? 0;
    const address = testAddress();
    const { limit } = VIEWS_PER_ADDRESS_AND_POST;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, () => view(new Client(undefined, address), `/post/${slug}`)),
    );
    expect(answers.every((r) => r.status === 204)).toBe(true);
    expect(await views()).toBe(limit);
    // Another address is not held back by this one.
    expect((await view(new Client(undefined, testAddress()), `/post/${slug}`)).status).toBe(204);
    expect(await views()).toBe(limit + 1);
    // A slug no post has is answered the same and leaves no counter behind.
    const madeUp = unique("no-such-post");
    expect((await view(new Client(undefined, address), `/post/${madeUp}`)).status).toBe(204);
    expect(await db.rateLimit.count({ where: { key: { contains: madeUp } } })).toBe(0);
  });

  it("falls back to the last 30 days and the last touch for unknown choices, and is for admins only", async () => {
    const reply = await admin.client.get<{ report: AttributionReport }>("/mnb/api/attribution?days=12&touch=middle");
    expect(reply.body.report).toMatchObject({ days: 30, touch: "last", ...reportDays(30) });
    expect((await new Client().get("/mnb/api/attribution")).status).toBe(401);
    const user = await signedIn("USER");
    expect((await user.client.get("/mnb/api/attribution")).status).toBe(403);
    const browser = await signedInBrowser(await createAccount("ADMIN"));
    const page = await browser.request<string>("GET", "/admin-dashboard/attribution?days=90&touch=first");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Where bookings come from");
  });

  it("keeps the roll-up equal to a recount of every booking and payment, whatever wrote them (deleted ones too)", async () => {
    const touchOf = (campaign: string) => ({
      at: new Date().toISOString(),
      channel: "X",
      source: "x",
      medium: null,
      campaign,
      referrer: null,
      landing: "/home",
      smartLink: null,
      qr: false,
    });
    const campaign = unique("recount").toLowerCase();
    // Written straight to the database, as a script or a later feature might: the triggers still keep the roll-up.
    const kept = await db.booking.create({
      data: {
        name: "Ada",
        email: "ada@example.com",
        service: "Mixing",
        message: "Hi",
        dateTime: new Date(),
        firstTouch: touchOf(campaign),
        lastTouch: touchOf(campaign),
      },
    });
    const dropped = await db.booking.create({
      data: { ...kept, id: undefined, firstTouch: touchOf(campaign), lastTouch: touchOf(campaign) },
    });
    await db.payment.create({
      data: {
        reference: unique("recount"),
        amountKobo: 250_000,
        status: "PAID",
        email: "ada@example.com",
        name: "Ada",
        paidAt: new Date(),
        bookingId: kept.id,
        firstTouch: touchOf(campaign),
        lastTouch: touchOf(campaign),
      },
    });
    await db.booking.delete({ where: { id: dropped.id } });
    expect(row((await report()).campaigns, campaign)).toMatchObject({ bookings: 1, paidKobo: 250_000 });

    const [{ mismatches }] = await db.$queryRaw<{ mismatches: number }[]>`
      WITH credits AS (
        SELECT 'first' AS "touch", "attribution_day"("createdAt") AS "day", "firstTouch" AS "t", 1 AS "b", 0::bigint AS "k"
          FROM "Booking" WHERE "firstTouch" IS NOT NULL
        UNION ALL SELECT 'last', "attribution_day"("createdAt"), "lastTouch", 1, 0 FROM "Booking" WHERE "lastTouch" IS NOT NULL
        UNION ALL SELECT 'first', "attribution_day"("paidAt"), "firstTouch", 0, "amountKobo" - "refundedKobo"
          FROM "Payment" WHERE "firstTouch" IS NOT NULL AND "paidAt" IS NOT NULL AND "currency" = 'NGN'
        UNION ALL SELECT 'last', "attribution_day"("paidAt"), "lastTouch", 0, "amountKobo" - "refundedKobo"
          FROM "Payment" WHERE "lastTouch" IS NOT NULL AND "paidAt" IS NOT NULL AND "currency" = 'NGN'
      ), expected AS (
        SELECT d."dimension", c."touch", c."day", d."value", sum(c."b")::int AS "bookings", sum(c."k")::bigint AS "kobo"
        FROM credits c CROSS JOIN LATERAL (VALUES
          ('channel', c."t"->>'channel'), ('campaign', c."t"->>'campaign'),
          ('post', substring(c."t"->>'landing' from '^/post/([^/?#]+)')), ('link', c."t"->>'smartLink')
        ) AS d("dimension", "value")
        WHERE d."value" IS NOT NULL AND d."value" <> ''
        GROUP BY 1, 2, 3, 4 HAVING sum(c."b") <> 0 OR sum(c."k") <> 0
      ), stored AS (
        SELECT * FROM "AttributionDailyStat" WHERE "bookings" <> 0 OR "paidKobo" <> 0
      )
      SELECT count(*)::int AS "mismatches"
      FROM expected e FULL JOIN stored s USING ("dimension", "touch", "day", "value")
      WHERE e."bookings" IS DISTINCT FROM s."bookings" OR e."kobo" IS DISTINCT FROM s."paidKobo"`;
    expect(mismatches).toBe(0);
  });
});
