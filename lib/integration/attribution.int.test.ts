// Attribution's touches over HTTP: the landing page's report becomes the visitor's first and last touch in a signed
// cookie; a booking and its payment made from that browser keep both; bots, preloads, a forged cookie, the Global
// Privacy Control signal and a landing on a page that does not exist leave nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Touch } from "@/lib/analytics/attribution-rules";
import type { AttributionReport } from "@/lib/analytics/attribution-report";
import { Client } from "@/testing/http";
import { createAccount, file, pngBytes, signedIn, unique } from "@/testing/fixtures";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const SITE = process.env.SITE_URL!;

/** A smart link of a new account's (shown unless `hidden`), by its slug. */
async function newLink(data: { slug: string; hidden?: boolean; approvedAt?: Date }) {
  const owner = await createAccount("USER");
  const song = { songTitle: "Ololufe", artistName: "Tems", coverImageUrl: "/images/cover.png" };
  await db.smartLink.create({
    data: { ...data, ...song, spotify: "https://open.spotify.com/track/1", createdById: owner.user.id },
  });
  return data.slug;
}

let offer: { title: string };
/** A published post and a smart link on show: pages a visit can land on. */
let post: string;
let link: string;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn("ADMIN");
  post = unique("afrobeats-rising");
  await db.post.create({ data: { slug: post, title: `Post ${post}`, content: "<p>Hi</p>", categories: ["music"] } });
  link = await newLink({ slug: unique("ololufe-tems"), approvedAt: new Date() });
  const title = unique("Attributed Mixing");
  offer = await db.serviceOffer.create({
    data: {
      title,
      slug: title.toLowerCase().replace(/\W+/g, "-"),
      description: "Mixing",
      originalPriceKobo: 8_000_000,
      promoPriceKobo: 6_000_000,
      sortOrder: 98,
    },
    select: { title: true },
  });
});
afterAll(() => db.$disconnect());

/** A phone's browser: its own cookies and address, a person's agent. */
const browser = () => new Client();
const report = (client: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.request("POST", "/mnb/api/touch", body, { "user-agent": CHROME, ...headers });

/** The touches inside the browser's cookie (its payload is readable; only the server can sign one). */
function touchesIn(client: Client): { first: Touch; last: Touch } | null {
  const value = client.cookie("mnb_touch");
  return value ? JSON.parse(Buffer.from(value.split(".")[0], "base64url").toString("utf8")) : null;
}

async function book(client: Client, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", file(await pngBytes(), "stems.png", "image/png"));
  const uploaded = await client.post<{ file: { id: string } }>("/mnb/api/bookings/files", form);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const reply = await client.request<{ booking: { id: string } }>(
    "POST",
    "/mnb/api/bookings",
    {
      name: "Ada Obi",
      email: `${unique("booker")}@example.com`,
      service: offer.title,
      message: "Mix my single",
      dateTime: `${inAWeek}T14:30`,
      fileId: uploaded.body.file.id,
    },
    headers,
  );
  expect(reply.status).toBe(201);
  return db.booking.findUniqueOrThrow({ where: { id: reply.body.booking.id } });
}

describe("POST /mnb/api/touch", () => {
  it("keeps the first touch, moves the last to a new channel, and ignores a direct visit", async () => {
    const phone = browser();
    const first = await report(phone, {
      landing: `/post/${post}`,
      referrer: null,
      source: "whatsapp",
      medium: "social",
      campaign: "launch",
    });
    expect(first.status).toBe(204);
    expect(phone.hasCookie("mnb_touched")).toBe(true);
    expect(touchesIn(phone)).toMatchObject({
      first: { channel: "WhatsApp", source: "whatsapp", campaign: "launch", landing: `/post/${post}` },
      last: { channel: "WhatsApp" },
    });

    await report(phone, { landing: "/service", referrer: null });
    expect(touchesIn(phone)?.last.landing).toBe(`/post/${post}`);

    await report(phone, { landing: `/smartlink/${link}`, referrer: "https://l.instagram.com/?u=x", qr: true });
    expect(touchesIn(phone)).toMatchObject({
      first: { channel: "WhatsApp" },
      last: { channel: "Instagram", referrer: "l.instagram.com", smartLink: link, qr: true },
    });

    // Our own pages are not a referrer.
    const own = browser();
    await report(own, { landing: "/blog", referrer: `${SITE}/home` });
    expect(touchesIn(own)?.first).toMatchObject({ channel: "Direct", referrer: null });
  });

  it.each([
    ["a bot", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }],
    ["a preload", { "sec-purpose": "prefetch" }],
    ["the Global Privacy Control signal", { "sec-gpc": "1" }],
  ])("sets no cookie for %s", async (_label, headers) => {
    const client = browser();
    expect((await report(client, { landing: "/blog", source: "x" }, headers)).status).toBe(204);
    expect(client.hasCookie("mnb_touch")).toBe(false);
  });

  it("forgets a visitor's touches when their browser starts sending the privacy signal", async () => {
    const client = browser();
    await report(client, { landing: "/blog", source: "tiktok" });
    expect(client.hasCookie("mnb_touch")).toBe(true);
    await report(client, { landing: "/blog" }, { "sec-gpc": "1" });
    expect(client.hasCookie("mnb_touch")).toBe(false);
  });

  it("refuses a report without a landing page (422) and sets nothing", async () => {
    const client = browser();
    expect((await report(client, { source: "x" })).status).toBe(422);
    expect((await report(client, { landing: "https://evil.example/" })).status).toBe(422);
    expect(client.hasCookie("mnb_touch")).toBe(false);
  });
});

const view = (client: Client, path: string) =>
  client.request("POST", "/mnb/api/views", { path }, { "user-agent": CHROME });

async function attributionReport(): Promise<AttributionReport> {
  const reply = await admin.client.get<{ report: AttributionReport }>("/mnb/api/attribution?days=7&touch=last");
  expect(reply.status).toBe(200);
  return reply.body.report;
}
const campaignRow = (report: AttributionReport, campaign: string) => report.campaigns.find((r) => r.value === campaign);

describe("a landing on a page that does not exist", () => {
  it("gets no touch cookie, no credited visit and no row in the report", async () => {
    const draft = unique("draft-post");
    await db.post.create({
      data: { slug: draft, title: "Draft", content: "<p>Soon</p>", categories: ["music"], status: "DRAFT" },
    });
    const hidden = await newLink({ slug: unique("hidden-link"), hidden: true });
    const missing = [
      `/post/${unique("no-such-post")}`,
      `/post/${draft}`,
      `/smartlink/${unique("no-such-link")}`,
      `/smartlink/${hidden}`,
      `/links/${unique("nobody")}`,
      `/service/${unique("no-such-service")}`,
      `/about/${unique("no-such-article")}`,
      "/no-such-page",
    ];
    const campaigns: string[] = [];
    for (const landing of missing) {
      const campaign = unique("ghost").toLowerCase();
      campaigns.push(campaign);
      const phone = browser();
      // What the page's script sends for /post/no-such-post?utm_source=whatsapp&utm_campaign=…, which answers 404.
      expect((await report(phone, { landing, referrer: null, source: "whatsapp", campaign })).status).toBe(204);
      expect(phone.hasCookie("mnb_touch"), landing).toBe(false);
      expect(phone.hasCookie("mnb_touched"), landing).toBe(false);
      expect((await view(phone, landing)).status).toBe(204);
      expect(phone.hasCookie("mnb_visit"), landing).toBe(false);
    }
    const after = await attributionReport();
    for (const campaign of campaigns) expect(campaignRow(after, campaign)).toBeUndefined();
    const slugs = missing.map((path) => path.split("/").pop());
    expect(after.posts.filter((r) => slugs.includes(r.slug))).toEqual([]);
    expect(after.links.filter((r) => slugs.includes(r.slug))).toEqual([]);
  });

  it("keeps the touches a visitor has, and a view of a missing page starts no visit; a real post's does", async () => {
    const campaign = unique("real").toLowerCase();
    const phone = browser();
    await report(phone, { landing: `/post/${post}`, referrer: null, source: "whatsapp", campaign });
    const touched = phone.cookie("mnb_touch");
    expect(touchesIn(phone)?.last).toMatchObject({ channel: "WhatsApp", campaign, landing: `/post/${post}` });

    await report(phone, { landing: "/post/no-such-post", referrer: null, source: "tiktok", campaign: "ghost" });
    expect(phone.cookie("mnb_touch")).toBe(touched);
    await view(phone, "/post/no-such-post");
    expect(phone.hasCookie("mnb_visit")).toBe(false);
    expect(campaignRow(await attributionReport(), campaign)).toBeUndefined();

    await view(phone, `/post/${post}`);
    expect(phone.hasCookie("mnb_visit")).toBe(true);
    const after = await attributionReport();
    expect(campaignRow(after, campaign)).toMatchObject({ visits: 1 });
    expect(after.posts.find((r) => r.slug === post)).toMatchObject({ title: `Post ${post}`, visits: 1 });
    expect(after.posts.find((r) => r.slug === "no-such-post")).toBeUndefined();
  });
});

describe("a booking and its payment", () => {
  it("keep the booker's first and last touch", async () => {
    const phone = browser();
    await report(phone, { landing: `/post/${post}`, source: "whatsapp", campaign: "launch" });
    await report(phone, { landing: "/service", referrer: "https://www.google.com/" });
    const booking = await book(phone);
    expect(booking.firstTouch).toMatchObject({
      channel: "WhatsApp",
      campaign: "launch",
      landing: `/post/${post}`,
    });
    expect(booking.lastTouch).toMatchObject({ channel: "Google", referrer: "google.com", landing: "/service" });

    // The payment keeps the booking's touches, even when it is paid from another browser.
    const reply = await browser().post<{ reference: string }>("/mnb/api/payments", {
      name: "Ada Obi",
      email: booking.email,
      bookingId: booking.id,
    });
    expect(reply.status).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({ where: { reference: reply.body.reference } });
    expect(payment.firstTouch).toEqual(booking.firstTouch);
    expect(payment.lastTouch).toEqual(booking.lastTouch);
  });

  it("keep nothing for a visitor without touches, with a forged cookie, or with the privacy signal", async () => {
    expect((await book(browser())).firstTouch).toBeNull();

    // A touch made up in the browser: its signature is not ours.
    const forger = browser();
    const now = new Date().toISOString();
    const fake = { at: now, channel: "X", source: "x", medium: null, campaign: "fake", referrer: null, landing: "/" };
    const payload = Buffer.from(JSON.stringify({ first: fake, last: fake })).toString("base64url");
    forger.setCookie("mnb_touch", `${payload}.${"A".repeat(43)}`);
    expect((await book(forger)).firstTouch).toBeNull();

    const private_ = browser();
    await report(private_, { landing: "/blog", source: "whatsapp" });
    expect((await book(private_, { "sec-gpc": "1" })).firstTouch).toBeNull();
  });

  it("a payment without a booking keeps the payer's own touches", async () => {
    const phone = browser();
    await report(phone, { landing: "/payment", source: "newsletter", medium: "email", campaign: "promo-x" });
    const reply = await phone.post<{ reference: string }>("/mnb/api/payments", {
      name: "Ada Obi",
      email: `${unique("payer")}@example.com`,
      amount: "5000",
    });
    expect(reply.status).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({ where: { reference: reply.body.reference } });
    expect(payment.lastTouch).toMatchObject({ channel: "Email", campaign: "promo-x" });
  });
});
