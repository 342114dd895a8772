// Attribution's first part (issue 24 §1) over HTTP: the landing page's report becomes the visitor's first and last
// touch in a signed cookie; a booking and its payment made from that browser keep both; bots, preloads, a forged
// cookie and the Global Privacy Control signal leave nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Touch } from "@/lib/domain/attribution";
import { Client } from "@/testing/http";
import { file, pngBytes, unique } from "@/testing/fixtures";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const SITE = process.env.SITE_URL!;

let offer: { title: string };
beforeAll(async () => {
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
      landing: "/post/afrobeats-rising",
      referrer: null,
      source: "whatsapp",
      medium: "social",
      campaign: "launch",
    });
    expect(first.status).toBe(204);
    expect(phone.hasCookie("mnb_touched")).toBe(true);
    expect(touchesIn(phone)).toMatchObject({
      first: { channel: "WhatsApp", source: "whatsapp", campaign: "launch", landing: "/post/afrobeats-rising" },
      last: { channel: "WhatsApp" },
    });

    await report(phone, { landing: "/service", referrer: null });
    expect(touchesIn(phone)?.last.landing).toBe("/post/afrobeats-rising");

    await report(phone, { landing: "/smartlink/ololufe-tems", referrer: "https://l.instagram.com/?u=x", qr: true });
    expect(touchesIn(phone)).toMatchObject({
      first: { channel: "WhatsApp" },
      last: { channel: "Instagram", referrer: "l.instagram.com", smartLink: "ololufe-tems", qr: true },
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

describe("a booking and its payment", () => {
  it("keep the booker's first and last touch", async () => {
    const phone = browser();
    await report(phone, { landing: "/post/afrobeats-rising", source: "whatsapp", campaign: "launch" });
    await report(phone, { landing: "/service", referrer: "https://www.google.com/" });
    const booking = await book(phone);
    expect(booking.firstTouch).toMatchObject({
      channel: "WhatsApp",
      campaign: "launch",
      landing: "/post/afrobeats-rising",
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
