// A month of made-up traffic and money for `npm run dev` (prisma/seed.ts --demo-activity), so a newcomer's first look at
// the dashboard has numbers in every report: smart-link views and clicks (with their daily roll-up), credited site
// visits by first and last touch, post views, bookings of the priced offers with their Paystack payments (one of them
// refunded) and one promo campaign that was sent and clicked. Rows are written as the app's own paths write them: a
// booking's and a payment's attribution rows come from the database triggers, the smart-link roll-up from the
// events through EVENT_DIMENSIONS_SQL, visits through "attribution_add", the campaign's messages through lib/email.
// Deterministic (one seeded random sequence; only the dates follow the day it runs), once per database (the demo
// campaign's fixed id marks it done) and atomic (one transaction), in about a second.
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { touchOf, type Touch } from "@/lib/analytics/attribution-rules";
import { promoLinkPath } from "@/lib/subscribers/promo-link-rules";
import { EVENT_DIMENSIONS_SQL } from "@/lib/smart-links/events";
import { queueEmails, recordQueuedOutcomes } from "@/lib/email";
import * as content from "./content";

/** The demo campaign's id: its row says the month of activity is in this database. */
export const DEMO_CAMPAIGN_ID = "demo-promo-campaign";
/** Rows of the demo activity carry this mark where they have a free-form key (event ids, payment references). */
export const DEMO_MARK = "demo";
export const ACTIVITY_DAYS = 30;

const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so every run makes the same month. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly (readonly [T, number])[]) => {
    let r = next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1][0];
  };
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join("");
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  return { next, int, pick, weighted, hex, uuid };
}

const PLATFORMS = {
  youtube: "YOUTUBE",
  spotify: "SPOTIFY",
  boomplay: "BOOMPLAY",
  appleMusic: "APPLE_MUSIC",
  audiomack: "AUDIOMACK",
} as const;

type Agent = {
  device: "MOBILE" | "TABLET" | "DESKTOP" | "OTHER";
  app: string | null;
  os: string | null;
  browser: string | null;
};
const AGENTS: [Agent, number][] = [
  [{ device: "MOBILE", app: "instagram", os: "Android", browser: "Chrome" }, 30],
  [{ device: "MOBILE", app: null, os: "Android", browser: "Chrome" }, 22],
  [{ device: "MOBILE", app: null, os: "iOS", browser: "Safari" }, 12],
  [{ device: "MOBILE", app: "tiktok", os: "Android", browser: "Chrome" }, 8],
  [{ device: "MOBILE", app: null, os: "Android", browser: "Opera Mini" }, 5],
  [{ device: "DESKTOP", app: null, os: "Windows", browser: "Chrome" }, 12],
  [{ device: "DESKTOP", app: null, os: "macOS", browser: "Safari" }, 4],
  [{ device: "TABLET", app: null, os: "Android", browser: "Samsung Internet" }, 5],
  [{ device: "OTHER", app: null, os: null, browser: null }, 2],
];
const COUNTRIES: [string | null, number][] = [
  ["NG", 62],
  ["GH", 10],
  ["GB", 10],
  ["US", 8],
  ["ZA", 4],
  ["KE", 3],
  [null, 3],
];
/** Where a share page's visitors come from: utm_source as the page keeps it, and the referring site. */
const LINK_SOURCES: [{ channel: string | null; referrer: string | null }, number][] = [
  [{ channel: "instagram", referrer: "instagram.com" }, 40],
  [{ channel: "whatsapp", referrer: null }, 25],
  [{ channel: null, referrer: "t.co" }, 12],
  [{ channel: "tiktok", referrer: "tiktok.com" }, 10],
  [{ channel: null, referrer: null }, 13],
];

const FIRST_NAMES = [
  "Ada",
  "Tunde",
  "Ngozi",
  "Emeka",
  "Kemi",
  "Bola",
  "Chidi",
  "Funke",
  "Seyi",
  "Amaka",
  "Yemi",
  "Ifeanyi",
];
const LAST_NAMES = ["Okafor", "Adeyemi", "Balogun", "Eze", "Nwosu", "Ogunleye", "Bello", "Okoro", "Afolabi", "Umeh"];
const MESSAGES = [
  "Mixing and mastering for my debut single.",
  "Two songs for an EP, vocals already recorded.",
  "Need a beat and arrangement for a wedding song.",
  "Studio session for a gospel choir of eight.",
  "Cover art and a promo plan for my release.",
  "Afrobeats single, reference tracks attached by email.",
];

/** The landing visits of a day: what brought the reader, as a page's address and referrer would say. */
function visitKinds(postSlugs: string[], linkSlugs: string[], promoLive: boolean) {
  const post = (r: ReturnType<typeof random>) => `/post/${r.pick(postSlugs)}`;
  const link = (r: ReturnType<typeof random>) => `/smartlink/${r.pick(linkSlugs)}`;
  type Kind = (r: ReturnType<typeof random>) => {
    landing: string;
    referrer: string | null;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    qr: boolean;
  };
  const none = { referrer: null, source: null, medium: null, campaign: null, qr: false };
  const kinds: [Kind, number][] = [
    [(r) => ({ ...none, landing: post(r), source: "whatsapp", medium: "social", campaign: "owambe-season" }), 22],
    [(r) => ({ ...none, landing: link(r), referrer: "instagram.com" }), 20],
    [(r) => ({ ...none, landing: post(r), referrer: "www.google.com" }), 14],
    [(r) => ({ ...none, landing: post(r), referrer: "t.co" }), 8],
    [(r) => ({ ...none, landing: link(r), source: "tiktok", medium: "social", campaign: "lekki-lights-launch" }), 8],
    [(r) => ({ ...none, landing: link(r), qr: true }), 4],
    [() => ({ ...none, landing: "/service" }), 8],
  ];
  if (promoLive)
    kinds.push([
      () => ({
        ...none,
        landing: "/service",
        source: "newsletter",
        medium: "email",
        campaign: `promo-${DEMO_CAMPAIGN_ID}`,
      }),
      14,
    ]);
  return kinds;
}

export type ActivitySummary = {
  events: number;
  visits: number;
  bookings: number;
  payments: number;
  refunds: number;
  messages: number;
};

/**
 * Adds the month of activity once; returns what it added, or null when the database has it already. Needs the demo
 * content (posts, smart links, offers) and the demo admin; the caller (prisma/seed.ts) makes them first.
 */
export async function seedDemoActivity(now = new Date()): Promise<ActivitySummary | null> {
  if (await db.promoCampaign.findUnique({ where: { id: DEMO_CAMPAIGN_ID }, select: { id: true } })) return null;
  const [posts, links, offers, admin] = await Promise.all([
    db.post.findMany({
      where: { slug: { in: content.posts.map((p) => content.slugify(p.title)) }, status: "PUBLISHED" },
      select: { id: true, slug: true },
      orderBy: { slug: "asc" },
    }),
    db.smartLink.findMany({
      where: { slug: { in: content.smartLinks.map(content.smartLinkSlug) } },
      select: { id: true, slug: true, youtube: true, spotify: true, boomplay: true, appleMusic: true, audiomack: true },
      orderBy: { slug: "asc" },
    }),
    db.serviceOffer.findMany({
      select: { id: true, title: true, promoPriceKobo: true },
      orderBy: { sortOrder: "asc" },
    }),
    db.user.findFirst({ where: { role: "ADMIN" }, orderBy: { createdAt: "asc" }, select: { id: true, name: true } }),
  ]);
  if (posts.length === 0 || links.length === 0 || offers.length === 0)
    throw new Error("The demo activity needs the demo posts, smart links and offers (seed with --demo first).");

  const r = random(44);
  const at = (daysBack: number) => new Date(now.getTime() - daysBack * DAY_MS - r.int(10, 23 * 60) * 60_000);
  const summary: ActivitySummary = { events: 0, visits: 0, bookings: 0, payments: 0, refunds: 0, messages: 0 };

  // ── Smart-link views and clicks ──
  const events: Prisma.SmartLinkEventCreateManyInput[] = [];
  for (const [n, link] of links.entries()) {
    const platforms = (Object.keys(PLATFORMS) as (keyof typeof PLATFORMS)[]).filter((k) => link[k]);
    for (let d = ACTIVITY_DAYS - 1; d >= 0; d--) {
      const views = Math.round((n === 0 ? 26 : 14) * (1 + (ACTIVITY_DAYS - d) / ACTIVITY_DAYS)) + r.int(-6, 10);
      for (let v = 0; v < views; v++) {
        const agent = r.weighted(AGENTS);
        const source = r.weighted(LINK_SOURCES);
        const base = {
          smartLinkId: link.id,
          country: r.weighted(COUNTRIES),
          referrerDomain: source.referrer,
          ...agent,
          channel: source.channel,
          qr: r.next() < 0.05,
          unique: r.next() < 0.85,
          visitorHash: `${DEMO_MARK}-${r.hex(24)}`,
        };
        const viewedAt = at(d);
        events.push({ ...base, id: `${DEMO_MARK}-${r.uuid()}`, kind: "VIEW", createdAt: viewedAt });
        if (r.next() < 0.45)
          events.push({
            ...base,
            id: `${DEMO_MARK}-${r.uuid()}`,
            kind: "CLICK",
            platform: PLATFORMS[r.pick(platforms)],
            createdAt: new Date(Math.min(viewedAt.getTime() + r.int(5, 90) * 1000, now.getTime())),
          });
      }
    }
  }

  // ── Site visits with their touches, and post views ──
  const visits: { day: Date; first: Touch; last: Touch }[] = [];
  const campaignDaysAgo = 12;
  for (let d = ACTIVITY_DAYS - 1; d >= 0; d--) {
    const kinds = visitKinds(
      posts.map((p) => p.slug),
      links.map((l) => l.slug),
      d <= campaignDaysAgo,
    );
    for (let v = r.int(12, 28); v > 0; v--) {
      const when = at(d);
      const last = touchOf(r.weighted(kinds)(r), when);
      // A third of the readers first came another way, up to a week earlier.
      const first =
        r.next() < 0.33 ? touchOf(r.weighted(kinds)(r), new Date(when.getTime() - r.int(1, 7) * DAY_MS)) : last;
      visits.push({ day: when, first, last });
    }
  }
  const views: { postId: string; at: Date; views: number }[] = posts.flatMap((p, i) =>
    Array.from({ length: ACTIVITY_DAYS }, (_, d) => ({
      postId: p.id,
      at: new Date(now.getTime() - d * DAY_MS),
      views: Math.max(3, Math.round(60 / (i + 1)) + r.int(0, 40)),
    })),
  );

  // ── Bookings and their payments ──
  type Row = { booking: Prisma.BookingCreateManyInput; payment?: Prisma.PaymentCreateManyInput; refunded?: boolean };
  const rows: Row[] = [];
  for (let d = ACTIVITY_DAYS - 1; d >= 0; d--) {
    const count = r.weighted<number>([
      [0, 35],
      [1, 45],
      [2, 20],
    ]);
    for (let b = 0; b < count; b++) {
      const offer = r.pick(offers);
      const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
      const email = `${name.toLowerCase().replace(" ", ".")}.${r.int(10, 99)}@example.com`;
      const createdAt = at(d);
      // Most bookers arrived through a visit of the month; the rest came straight (no touch cookie).
      // Since the promo went out, some bookers came from its links.
      const earlier = visits.filter((v) => v.day <= createdAt);
      const fromPromo = earlier.filter((v) => v.last.campaign === `promo-${DEMO_CAMPAIGN_ID}`);
      const visit =
        fromPromo.length > 0 && r.next() < 0.3 ? r.pick(fromPromo) : r.next() < 0.7 ? r.pick(earlier) : undefined;
      const touches = visit ? { firstTouch: visit.first, lastTouch: visit.last } : {};
      const id = `${DEMO_MARK}-booking-${rows.length + 1}`;
      const unpaid = d <= 1 ? r.next() < 0.6 : r.next() < 0.12;
      const status = unpaid ? "NEW" : d > 14 ? "DELIVERED" : d > 5 ? "IN_PROGRESS" : "PAID";
      const bookedFor = new Date(createdAt.getTime() + r.int(3, 14) * DAY_MS);
      bookedFor.setUTCHours(r.int(9, 15), r.pick([0, 30]), 0, 0);
      const booking: Prisma.BookingCreateManyInput = {
        id,
        name,
        email,
        service: offer.title,
        offerId: offer.id,
        priceKobo: offer.promoPriceKobo,
        message: r.pick(MESSAGES),
        dateTime: bookedFor,
        status,
        deliveredAt: status === "DELIVERED" ? new Date(createdAt.getTime() + r.int(5, 12) * DAY_MS) : null,
        createdAt,
        updatedAt: createdAt,
        ...touches,
      };
      if (unpaid) {
        rows.push({ booking });
        continue;
      }
      const paidAt = new Date(Math.min(createdAt.getTime() + r.int(2, 40) * 60_000, now.getTime()));
      const reference = `MNB-${paidAt.getTime().toString(36)}-${r.hex(12)}`;
      const accessCode = `${DEMO_MARK}${r.hex(10)}`;
      const payment: Prisma.PaymentCreateManyInput = {
        reference,
        amountKobo: offer.promoPriceKobo,
        status: "PAID",
        email,
        name,
        bookingId: id,
        accessCode,
        authorizationUrl: `https://checkout.paystack.com/${accessCode}`,
        // Verify Transaction's answer, as lib/payments/confirm.ts keeps it.
        providerData: {
          id: r.int(4_000_000, 4_999_999),
          status: "success",
          reference,
          amount: offer.promoPriceKobo,
          currency: "NGN",
          paid_at: paidAt.toISOString(),
          channel: r.weighted<string>([
            ["card", 60],
            ["bank_transfer", 30],
            ["ussd", 10],
          ]),
          gateway_response: "Successful",
          customer: { email },
        },
        paidAt,
        receiptSentAt: paidAt,
        createdAt: createdAt,
        updatedAt: paidAt,
        ...touches,
      };
      rows.push({ booking, payment });
    }
  }
  // One customer cancelled in the second week and got the whole amount back.
  const refunded = rows.find((row) => row.payment && row.booking.status === "IN_PROGRESS");
  if (refunded?.payment) {
    refunded.refunded = true;
    refunded.booking.status = "REFUNDED";
    refunded.payment.status = "REFUNDED";
    refunded.payment.refundedKobo = refunded.payment.amountKobo;
  }

  // ── The promo campaign: sent 12 days ago to the subscribers of the time, clicked by some ──
  const sentAt = new Date(now.getTime() - campaignDaysAgo * DAY_MS);
  const subscribers = Array.from({ length: 80 }, (_, i) => {
    const subscribedAt = new Date(now.getTime() - r.int(0, ACTIVITY_DAYS * 24 - 1) * 3_600_000);
    const active = r.next() < 0.9;
    return {
      email: `reader${String(i + 1).padStart(2, "0")}@example.com`,
      status: active ? ("ACTIVE" as const) : ("PENDING" as const),
      unsubscribeToken: `${DEMO_MARK}-${r.hex(32)}`,
      subscribedAt,
      confirmedAt: active ? new Date(subscribedAt.getTime() + r.int(1, 120) * 60_000) : null,
    };
  });
  const recipients = subscribers.filter((s) => s.status === "ACTIVE" && s.subscribedAt < sentAt);
  const promoLinks = [
    { id: r.uuid(), position: 0, url: `${siteOrigin()}/service` },
    { id: r.uuid(), position: 1, url: `${siteOrigin()}/smartlink/${links[0].slug}` },
  ];
  const messages = recipients.map((s) => {
    const id = r.uuid();
    const [book, listen] = promoLinks.map((l) => `${siteOrigin()}${promoLinkPath(l.id, id)}`);
    return {
      id,
      to: s.email,
      subject: PROMO_SUBJECT,
      template: "promo",
      html: `<p>${PROMO_MESSAGE}</p><p><a href="${book}">Book a session</a> · <a href="${listen}">Listen to Owambe Sunrise</a></p>`,
      text: `${PROMO_MESSAGE}\n\nBook a session: ${book}\nListen to Owambe Sunrise: ${listen}`,
      campaignId: DEMO_CAMPAIGN_ID,
      createdAt: sentAt,
    };
  });
  const clicks: { linkId: string; messageId: string; campaignId: string; createdAt: Date }[] = [];
  const clickCounts = promoLinks.map(() => 0);
  for (const m of messages)
    for (const [i, l] of promoLinks.entries())
      if (r.next() < (i === 0 ? 0.35 : 0.2)) {
        clicks.push({
          linkId: l.id,
          messageId: m.id,
          campaignId: DEMO_CAMPAIGN_ID,
          createdAt: new Date(sentAt.getTime() + r.int(5, 72 * 60) * 60_000),
        });
        clickCounts[i] += r.int(1, 3);
      }

  await db.$transaction(
    async (tx) => {
      summary.events = (await tx.smartLinkEvent.createMany({ data: events })).count;
      // The roll-up of these events only, as the event writer adds its own (real events may be there already).
      await tx.$executeRaw`
        INSERT INTO "SmartLinkDailyStat" ("smartLinkId", "day", "kind", "dimension", "value", "count", "uniques")
        SELECT e."smartLinkId", e."createdAt"::date, e."kind", d.dimension, d.value, count(*)::int,
               count(*) FILTER (WHERE e."unique")::int
        FROM "SmartLinkEvent" e
        ${Prisma.raw(EVENT_DIMENSIONS_SQL)}
        WHERE d.value IS NOT NULL AND e."id" LIKE ${`${DEMO_MARK}-%`}
        GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT ("smartLinkId", "day", "kind", "dimension", "value") DO UPDATE SET
          "count" = "SmartLinkDailyStat"."count" + EXCLUDED."count",
          "uniques" = "SmartLinkDailyStat"."uniques" + EXCLUDED."uniques"`;

      // A visit counts once for its first and once for its last touch, on its Lagos day (as recordView adds it).
      await tx.$executeRaw`
        SELECT count("attribution_add"("attribution_day"(v.at), 'first', v.first, 1, 0, 0)),
               count("attribution_add"("attribution_day"(v.at), 'last', v.last, 1, 0, 0))
        FROM jsonb_to_recordset(${JSON.stringify(visits.map((v) => ({ at: v.day, first: v.first, last: v.last })))}::jsonb)
          AS v(at timestamp, first jsonb, last jsonb)`;
      summary.visits = visits.length;
      await tx.$executeRaw`
        INSERT INTO "PostDailyView" ("postId", "day", "views")
        SELECT v."postId", "attribution_day"(v.at), v.views
        FROM jsonb_to_recordset(${JSON.stringify(views)}::jsonb) AS v("postId" text, at timestamp, views int)
        ON CONFLICT ("postId", "day") DO UPDATE SET "views" = "PostDailyView"."views" + EXCLUDED."views"`;

      // Bookings and payments: the triggers credit them to their touches' rows (bookings on the day booked, naira on
      // the day paid, less the refund), exactly as the live checkout does.
      summary.bookings = (await tx.booking.createMany({ data: rows.map((row) => row.booking) })).count;
      const paid = rows.filter((row) => row.payment);
      summary.payments = (await tx.payment.createMany({ data: paid.map((row) => row.payment!) })).count;
      for (const row of paid.filter((p) => p.refunded)) {
        const payment = await tx.payment.findUniqueOrThrow({ where: { reference: row.payment!.reference } });
        const requestedAt = new Date(payment.paidAt!.getTime() + 3 * DAY_MS);
        await tx.paymentRefund.create({
          data: {
            paymentId: payment.id,
            amountKobo: payment.amountKobo,
            status: "PROCESSED",
            providerRefundId: `${DEMO_MARK}-${r.hex(12)}`,
            requestedById: admin?.id ?? null,
            createdAt: requestedAt,
            updatedAt: new Date(requestedAt.getTime() + 3_600_000),
          },
        });
        summary.refunds++;
      }

      await tx.subscriber.createMany({ data: subscribers, skipDuplicates: true });
      await tx.promoCampaign.create({
        data: {
          id: DEMO_CAMPAIGN_ID,
          subject: PROMO_SUBJECT,
          message: PROMO_MESSAGE,
          createdById: admin?.id ?? null,
          createdByLabel: admin?.name ?? "Demo Admin",
          recipients: messages.length,
          createdAt: sentAt,
          queuedAt: sentAt,
          finishedAt: new Date(sentAt.getTime() + 2 * 60_000),
          links: { create: promoLinks.map((l, i) => ({ ...l, clicks: clickCounts[i] })) },
          batches: { create: { number: 0, doneAt: new Date(sentAt.getTime() + 2 * 60_000) } },
        },
      });
      const batch = await tx.promoBatch.findFirstOrThrow({ where: { campaignId: DEMO_CAMPAIGN_ID } });
      await queueEmails(
        tx,
        messages.map((m) => ({ ...m, batchId: batch.id })),
      );
      await recordQueuedOutcomes(
        tx,
        messages.map((m) => ({ id: m.id, status: "SENT", attempted: true, providerId: `${DEMO_MARK}-${m.id}` })),
        DEMO_MARK,
        new Date(sentAt.getTime() + 60_000),
      );
      summary.messages = messages.length;
      await tx.promoClick.createMany({ data: clicks });
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return summary;
}

const PROMO_SUBJECT = "Newsletter: Studio week, half price on every session";
const PROMO_MESSAGE =
  "This week only, every studio session is half price: production, mixing, mastering and vocal recording. Book before Sunday.";

/** The site's own address, so the tracked links' redirects mark the visits as the newsletter's. */
const siteOrigin = () => env.siteUrl.replace(/\/$/, "");
