// Smart-link events: page views, outgoing clicks, and link-preview fetches (bots, counted apart and never as views or
// clicks). Each event is one row plus its daily roll-up rows, written in one transaction, so statistics read the small
// roll-up table however many events there are. A visitor is an HMAC of address + user agent; the raw address is
// never stored. A visitor's repeat of the same event (same link, kind and platform) within an hour is stored but not
// counted as unique.
import "server-only";
import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { countryCode, deviceOf, referrerDomain, type Device } from "@/lib/domain/smart-link-visit";
import { channelName, type PlatformKey } from "@/lib/validations/smart-link";

export type EventKind = "VIEW" | "CLICK" | "PREVIEW";

/** What a request tells about a visit; the route that saw it fills this in before its response leaves. */
export type Visit = {
  ip: string;
  userAgent: string | null;
  country: string | null;
  /** The page that sent the visitor to the share page (passed on by the page for its clicks). */
  referrer: string | null;
  channel: string | null;
  qr: boolean;
};

export const UNIQUE_WINDOW_MS = 60 * 60 * 1000;

const ownHost = () => (URL.canParse(env.siteUrl) ? new URL(env.siteUrl).hostname : undefined);

/** Reads a visit from a request: address (from a trusted hop), agent, country header, and the page's own markers. */
export function visitFrom(req: Request, ip: string, marks: { referrer?: string | null; channel?: string | null; qr?: boolean } = {}): Visit {
  return {
    ip,
    userAgent: req.headers.get("user-agent"),
    country: countryCode(req.headers.get(env.countryHeader)),
    referrer: marks.referrer ?? null,
    channel: channelName(marks.channel),
    qr: Boolean(marks.qr),
  };
}

/** The visitor's key: an HMAC (keyed with the site's secret) of address and agent, so the address cannot be read back. */
export const visitorHash = (ip: string, userAgent: string | null) =>
  createHmac("sha256", `smart-link-visitor:${env.AUTH_SECRET ?? ""}`).update(`${ip}\n${userAgent ?? ""}`).digest("base64url").slice(0, 32);

type Recorded = { kind: EventKind; unique: boolean } | null;

/**
 * Records one event for the link with this slug (nothing when the link does not exist). Bots become PREVIEW whatever
 * was asked. Returns what was stored, for tests and logs.
 */
export async function recordSmartLinkEvent(slug: string, asked: "VIEW" | "CLICK", visit: Visit, platform: PlatformKey | null = null): Promise<Recorded> {
  const bot = !visit.userAgent || isbot(visit.userAgent);
  const kind: EventKind = bot ? "PREVIEW" : asked;
  const event = {
    kind,
    platform: kind === "CLICK" ? platform : null,
    country: visit.country,
    referrerDomain: referrerDomain(visit.referrer, ownHost()),
    device: deviceOf(visit.userAgent) as Device,
    channel: channelName(visit.channel),
    qr: visit.qr,
    visitorHash: visitorHash(visit.ip, visit.userAgent),
  };
  return db.$transaction(async (tx) => {
    const [link] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "SmartLink" WHERE "slug" = ${slug}`;
    if (!link) return null;
    // One visitor's simultaneous requests queue here, so exactly one of them is the unique one.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${link.id}:${event.visitorHash}`}))`;
    const since = new Date(Date.now() - UNIQUE_WINDOW_MS);
    const repeat = await tx.smartLinkEvent.count({
      where: { smartLinkId: link.id, visitorHash: event.visitorHash, kind, platform: event.platform, createdAt: { gt: since } },
    });
    const unique = kind !== "PREVIEW" && repeat === 0;
    const created = await tx.smartLinkEvent.create({ data: { smartLinkId: link.id, ...event, unique }, select: { createdAt: true } });
    await tx.$executeRaw`${rollupUpsert(link.id, created.createdAt, kind, dimensionsOf(event), unique)}`;
    return { kind, unique };
  });
}

type Dimensions = [dimension: string, value: string][];

/** The roll-up rows one event adds to: its total, and one per dimension (previews only count in total). */
function dimensionsOf(event: { kind: EventKind; platform: PlatformKey | null; country: string | null; referrerDomain: string | null; device: Device; channel: string | null; qr: boolean }): Dimensions {
  if (event.kind === "PREVIEW") return [["total", ""]];
  return [
    ["total", ""],
    ...(event.platform ? ([["platform", event.platform]] as Dimensions) : []),
    ["country", event.country ?? ""],
    ["referrer", event.referrerDomain ?? ""],
    ["device", event.device],
    ["channel", event.channel ?? ""],
    ["source", event.qr ? "qr" : "link"],
  ];
}

function rollupUpsert(linkId: string, at: Date, kind: EventKind, dims: Dimensions, unique: boolean) {
  const day = at.toISOString().slice(0, 10);
  const rows = dims.map(([dimension, value]) =>
    Prisma.sql`(${linkId}, ${day}::date, ${kind}::"SmartLinkEventKind", ${dimension}, ${value}, 1, ${unique ? 1 : 0})`);
  return Prisma.sql`
    INSERT INTO "SmartLinkDailyStat" ("smartLinkId", "day", "kind", "dimension", "value", "count", "uniques")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("smartLinkId", "day", "kind", "dimension", "value") DO UPDATE SET
      "count" = "SmartLinkDailyStat"."count" + EXCLUDED."count",
      "uniques" = "SmartLinkDailyStat"."uniques" + EXCLUDED."uniques"`;
}

/**
 * The roll-up rows of an event `e` as SQL (the same rows dimensionsOf gives one new event): a lateral list of
 * (dimension, value), value NULL where the event does not count. Shared by rebuildDailyStats and the statistics
 * benchmark's raw-events query, so both sum exactly what the roll-up holds.
 */
export const EVENT_DIMENSIONS_SQL = `
      CROSS JOIN LATERAL (VALUES
        ('total', ''),
        ('platform', CASE WHEN e."kind" = 'CLICK' THEN e."platform"::text END),
        ('country', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."country", '') END),
        ('referrer', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."referrerDomain", '') END),
        ('device', CASE WHEN e."kind" <> 'PREVIEW' THEN e."device"::text END),
        ('channel', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."channel", '') END),
        ('source', CASE WHEN e."kind" <> 'PREVIEW' THEN CASE WHEN e."qr" THEN 'qr' ELSE 'link' END END)
      ) AS d(dimension, value)`;

/**
 * Rebuilds the roll-up of every link from the event rows (for a repair, or after loading events in bulk as the
 * statistics benchmark does). Runs in one transaction: readers see the old roll-up or the new one.
 */
const REBUILD_TIMEOUT_MS = 10 * 60 * 1000;

export async function rebuildDailyStats({ smartLinkId }: { smartLinkId?: string } = {}): Promise<void> {
  // One link's rows only, when asked (a repair of one link, and the test that the two paths agree).
  const stats = smartLinkId ? Prisma.sql`WHERE "smartLinkId" = ${smartLinkId}` : Prisma.empty;
  const events = smartLinkId ? Prisma.sql`AND e."smartLinkId" = ${smartLinkId}` : Prisma.empty;
  // Prisma expires a transaction after 5 s by default; a million events take longer than that to sum.
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`DELETE FROM "SmartLinkDailyStat" ${stats}`;
    await tx.$executeRaw`
      INSERT INTO "SmartLinkDailyStat" ("smartLinkId", "day", "kind", "dimension", "value", "count", "uniques")
      SELECT e."smartLinkId", e."createdAt"::date, e."kind", d.dimension, d.value, count(*)::int,
             count(*) FILTER (WHERE e."unique")::int
      FROM "SmartLinkEvent" e
      ${Prisma.raw(EVENT_DIMENSIONS_SQL)}
      WHERE d.value IS NOT NULL ${events}
      GROUP BY 1, 2, 3, 4, 5`;
  }, { timeout: REBUILD_TIMEOUT_MS });
}
