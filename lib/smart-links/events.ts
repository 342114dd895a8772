// Smart-link events: page views, outgoing clicks, and link-preview fetches (bots, counted apart and never as views or
// clicks). Each event is one row plus its daily roll-up rows, written in one transaction (events that arrive together
// share it), so statistics read the small roll-up table however many events there are. A visitor is an HMAC of their
// visitor cookie's id, or of their address when they sent none (a script that changes its user agent or drops its
// cookies is still one visitor); the raw address is never stored. A visitor's repeat of the same event (same link,
// kind and platform) within an hour is stored but not counted as unique. Which requests count at all, and how many
// are stored, is decided before this (smart-link-tracking.ts).
import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { isbot } from "isbot";
import { db } from "@/lib/db";
import { agentOf } from "@/lib/http/user-agent";
import { isConnectionTrouble } from "@/lib/db/unreachable";
import { groupCommit } from "@/lib/db/group-commit";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { requestCountry } from "@/lib/config/country-header";
import { referrerDomain, type Device } from "@/lib/http/visit";
import { channelName, type PlatformKey } from "@/lib/smart-links/platforms";

export type EventKind = "VIEW" | "CLICK" | "PREVIEW";

/** What a request tells about a visit; the route that saw it fills this in before its response leaves. */
export type Visit = {
  ip: string;
  userAgent: string | null;
  /** The visitor cookie's id when the request carried a valid one; without it the visitor is their address. */
  visitorId?: string | null;
  /** The cookie is under an hour old: the visitor's earlier events of the hour were recorded under their address. */
  freshVisitor?: boolean;
  country: string | null;
  /** The page that sent the visitor to the share page (passed on by the page for its clicks). */
  referrer: string | null;
  channel: string | null;
  /** `utm_medium` and `utm_campaign` of the page's address, cleaned like the channel. */
  medium?: string | null;
  campaign?: string | null;
  qr: boolean;
};

export const UNIQUE_WINDOW_MS = 60 * 60 * 1000;
/**
 * A link stores every event it is sent, however many people send them (a release shared by a big artist gets far more
 * than 10 real taps a second); what one address may add is capped before this (smart-link-tracking.ts). A burst that
 * looks machine-made — more than this many events of one link in a minute from one network (IPv4 /24, IPv6 /48) with
 * one user agent and no visitor cookie — is stored and counted too, each event past the first BURST_PER_MINUTE marked
 * `automated`, so the statistics can say "N clicks look automated" instead of silently dropping anything.
 */
export const BURST_PER_MINUTE = 30;

const ownHost = () => (URL.canParse(env.siteUrl) ? new URL(env.siteUrl).hostname : undefined);

/** Reads a visit from a request: address and country (from trusted hops only), agent, and the page's own markers. */
export function visitFrom(
  req: Request,
  ip: string,
  marks: {
    referrer?: string | null;
    channel?: string | null;
    medium?: string | null;
    campaign?: string | null;
    qr?: boolean;
  } = {},
  visitor: { id: string | null; fresh: boolean } = { id: null, fresh: false },
): Visit {
  return {
    ip,
    userAgent: req.headers.get("user-agent"),
    visitorId: visitor.id,
    freshVisitor: visitor.fresh,
    country: requestCountry(req.headers, env.countryHeader),
    referrer: marks.referrer ?? null,
    channel: channelName(marks.channel),
    medium: channelName(marks.medium),
    campaign: channelName(marks.campaign),
    qr: Boolean(marks.qr),
  };
}

const keyHash = (key: string) =>
  createHmac("sha256", `smart-link-visitor:${env.AUTH_SECRET ?? ""}`)
    .update(key)
    .digest("base64url")
    .slice(0, 32);

/**
 * The visitor's key: an HMAC (keyed with the site's secret) of the visitor cookie's id, or of the address (IPv6 by its
 * /64, as clientIp gives it) when there is none, so the address cannot be read back.
 */
export const visitorHash = (visit: Pick<Visit, "ip" | "visitorId">) =>
  keyHash(visit.visitorId ? `cookie:${visit.visitorId}` : `address:${visit.ip}`);

/** The network an address key belongs to: an IPv4 address's /24, an IPv6 /64's /48; anything else is itself. */
export function networkOf(ip: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.0/24`;
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(ip);
  return v6 ? `${v6[1]}::/48` : ip;
}

/** What a cookieless visit shares with the rest of a machine-made burst: its network and agent (null with a cookie). */
const burstKey = (visit: Visit) =>
  visit.visitorId ? null : keyHash(`burst:${networkOf(visit.ip)}:${visit.userAgent ?? ""}`);

/** A cookie issued this hour was issued in answer to an event keyed by address: that event is the same visitor's. */
const aliasHash = (visit: Visit) => (visit.visitorId && visit.freshVisitor ? visitorHash({ ip: visit.ip }) : null);

type Recorded = { kind: EventKind; unique: boolean } | null;

/** One event as it goes to the database (the raw address and agent are already reduced to the visitor's hash). */
type EventRow = {
  /** Made here, before the write: sent again after a lost connection, an event already stored is not stored twice. */
  id: string;
  slug: string;
  kind: EventKind;
  platform: PlatformKey | null;
  country: string | null;
  referrerDomain: string | null;
  device: Device;
  /** The app whose built-in browser the visitor used (instagram, tiktok, …), or null for a browser. */
  app: string | null;
  /** The operating system and browser the agent names, or null (the agent itself is not kept). */
  os: string | null;
  browser: string | null;
  channel: string | null;
  medium: string | null;
  campaign: string | null;
  qr: boolean;
  visitorHash: string;
  /** Another key the same visitor's events of the hour may be under (their address, before their cookie was set). */
  aliasHash: string | null;
  /** Network and agent of a cookieless event (burstKey), null with a cookie. */
  burstKey: string | null;
};

/**
 * Records one event for the link with this slug (nothing when the link does not exist). Bots become PREVIEW whatever
 * was asked. Returns what was stored, for tests and logs. Events are written in groups (lib/db/group-commit.ts): alone,
 * at once; under a burst of clicks, the ones that arrive while a group is being written go together in the next one.
 */
export async function recordSmartLinkEvent(
  slug: string,
  asked: "VIEW" | "CLICK",
  visit: Visit,
  platform: PlatformKey | null = null,
): Promise<Recorded> {
  const bot = !visit.userAgent || isbot(visit.userAgent);
  const kind: EventKind = bot ? "PREVIEW" : asked;
  return record({
    id: randomUUID(),
    slug,
    kind,
    platform: kind === "CLICK" ? platform : null,
    country: visit.country,
    referrerDomain: referrerDomain(visit.referrer, ownHost()),
    ...agentOf(visit.userAgent),
    channel: channelName(visit.channel),
    medium: channelName(visit.medium),
    campaign: channelName(visit.campaign),
    qr: visit.qr,
    visitorHash: visitorHash(visit),
    aliasHash: aliasHash(visit),
    burstKey: kind === "PREVIEW" ? null : burstKey(visit),
  });
}

// Each event carries its own id and is inserted ON CONFLICT DO NOTHING (its roll-up counts only rows inserted), so a
// group is safe to write again after any connection trouble: a PostgreSQL restart loses no click.
const record = groupCommit(writeEvents, { retry: { when: isConnectionTrouble } });

/**
 * Writes a group of events and their roll-up rows in one transaction of two statements, whatever the group's size.
 * An event is unique when it is not a preview, its visitor has no event of the same link, kind and platform within
 * the hour, and it is the first such event of the group. The per-visitor locks (taken in one order, so two servers'
 * groups cannot deadlock) make a visitor's simultaneous events on several servers queue, so exactly one is unique.
 */
async function writeEvents(events: EventRow[]): Promise<Recorded[]> {
  const rows = events.map((event, ord) => ({ ord, ...event }));
  const keys = [
    ...new Set(events.flatMap((e) => [e.visitorHash, e.aliasHash].filter(Boolean).map((h) => `${e.slug}:${h}`))),
  ].sort();
  const [, written] = await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtext(key) AS k FROM unnest(${keys}::text[]) AS key ORDER BY 1) AS keys`,
    db.$queryRaw<{ ord: number; kind: EventKind; unique: boolean }[]>`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS i(
          "ord" int, "id" text, "slug" text, "kind" text, "platform" text, "country" text, "referrerDomain" text, "device" text,
          "app" text, "os" text, "browser" text, "channel" text,
          "medium" text, "campaign" text, "qr" boolean, "visitorHash" text, "aliasHash" text, "burstKey" text)
      ), links AS (
        SELECT l."id", l."slug" FROM "SmartLink" l WHERE l."slug" IN (SELECT "slug" FROM input)
      ), ranked AS (
        SELECT i.*, l."id" AS "smartLinkId",
          i."burstKey" IS NOT NULL AND (
            -- Counted only up to the threshold: past it every event is flagged whatever the exact number, and a long
            -- burst would otherwise make each event of it count thousands of rows.
            SELECT count(*) FROM (
              SELECT 1 FROM "SmartLinkEvent" b
              WHERE b."smartLinkId" = l."id" AND b."burstKey" = i."burstKey"
                AND b."createdAt" > (now() AT TIME ZONE 'UTC') - interval '1 minute'
              LIMIT ${BURST_PER_MINUTE + 1}::int
            ) recent
          ) + row_number() OVER (PARTITION BY l."id", i."burstKey" ORDER BY i."ord") > ${BURST_PER_MINUTE}::int AS "automated",
          i."kind" <> 'PREVIEW'
          AND row_number() OVER (PARTITION BY l."id", i."visitorHash", i."kind", i."platform" ORDER BY i."ord") = 1
          AND NOT EXISTS (
            SELECT 1 FROM "SmartLinkEvent" e
            WHERE e."smartLinkId" = l."id" AND e."visitorHash" IN (i."visitorHash", i."aliasHash") AND e."kind"::text = i."kind"
              AND e."platform"::text IS NOT DISTINCT FROM i."platform"
              AND e."createdAt" > (now() AT TIME ZONE 'UTC') - ${UNIQUE_WINDOW_MS} * interval '1 millisecond'
          ) AS "unique"
        FROM input i JOIN links l ON l."slug" = i."slug"
      ), inserted AS (
        INSERT INTO "SmartLinkEvent" ("id", "smartLinkId", "kind", "platform", "country", "referrerDomain", "device",
          "app", "os", "browser", "channel", "medium", "campaign", "qr", "unique", "visitorHash", "burstKey", "automated",
          "createdAt")
        SELECT r."id", r."smartLinkId", r."kind"::"SmartLinkEventKind", r."platform"::"SmartLinkPlatform",
          r."country", r."referrerDomain", r."device"::"SmartLinkDevice", r."app", r."os", r."browser", r."channel",
          r."medium", r."campaign", r."qr", r."unique", r."visitorHash", r."burstKey", r."automated",
          now() AT TIME ZONE 'UTC'
        FROM ranked r
        ON CONFLICT ("id") DO NOTHING
        RETURNING *
      ), rolled AS (
        INSERT INTO "SmartLinkDailyStat" ("smartLinkId", "day", "kind", "dimension", "value", "count", "uniques")
        SELECT e."smartLinkId", e."createdAt"::date, e."kind", d.dimension, d.value, count(*)::int,
               count(*) FILTER (WHERE e."unique")::int
        FROM inserted e
        ${Prisma.raw(EVENT_DIMENSIONS_SQL)}
        WHERE d.value IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT ("smartLinkId", "day", "kind", "dimension", "value") DO UPDATE SET
          "count" = "SmartLinkDailyStat"."count" + EXCLUDED."count",
          "uniques" = "SmartLinkDailyStat"."uniques" + EXCLUDED."uniques"
      )
      SELECT "ord", "kind", "unique" FROM ranked`,
  ]);
  const byOrd = new Map(written.map((w) => [w.ord, { kind: w.kind, unique: w.unique }]));
  return rows.map((r) => byOrd.get(r.ord) ?? null);
}

/**
 * The roll-up rows of an event `e` as SQL: a lateral list of (dimension, value), value NULL where the event does not
 * count (previews only count in total). Shared by the event writer, rebuildDailyStats and the statistics benchmark's
 * raw-events query, so all three sum exactly what the roll-up holds.
 */
export const EVENT_DIMENSIONS_SQL = `
      CROSS JOIN LATERAL (VALUES
        ('total', ''),
        ('platform', CASE WHEN e."kind" = 'CLICK' THEN e."platform"::text END),
        ('country', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."country", '') END),
        ('referrer', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."referrerDomain", '') END),
        ('device', CASE WHEN e."kind" <> 'PREVIEW' THEN e."device"::text END),
        ('app', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."app", '') END),
        ('os', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."os", '') END),
        ('browser', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."browser", '') END),
        ('channel', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."channel", '') END),
        ('medium', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."medium", '') END),
        ('campaign', CASE WHEN e."kind" <> 'PREVIEW' THEN coalesce(e."campaign", '') END),
        ('source', CASE WHEN e."kind" <> 'PREVIEW' THEN CASE WHEN e."qr" THEN 'qr' ELSE 'link' END END),
        ('automated', CASE WHEN e."automated" THEN 'yes' END)
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
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`DELETE FROM "SmartLinkDailyStat" ${stats}`;
      await tx.$executeRaw`
      INSERT INTO "SmartLinkDailyStat" ("smartLinkId", "day", "kind", "dimension", "value", "count", "uniques")
      SELECT e."smartLinkId", e."createdAt"::date, e."kind", d.dimension, d.value, count(*)::int,
             count(*) FILTER (WHERE e."unique")::int
      FROM "SmartLinkEvent" e
      ${Prisma.raw(EVENT_DIMENSIONS_SQL)}
      WHERE d.value IS NOT NULL ${events}
      GROUP BY 1, 2, 3, 4, 5`;
    },
    { timeout: REBUILD_TIMEOUT_MS },
  );
}
