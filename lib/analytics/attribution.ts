// Attribution's cookie (docs/features/attribution.md; the rules are lib/analytics/attribution-rules.ts): the visitor's first and
// last touch in one httpOnly, first-party cookie signed with AUTH_SECRET, so a browser cannot credit a booking to a
// channel it did not come from. The touches reach the database only on a booking and its payment (whose triggers roll
// them up into AttributionDailyStat), and as counts: a site visit adds one to its touches' rows (`recordView`), a
// post's page view one to the post's day. A browser sending the Global Privacy Control signal (`Sec-GPC: 1`) is left
// out: no cookie, and no visit credited. So is a page that does not exist (a made-up post or link, which answers 404):
// landing there makes no touch, and viewing it counts nothing.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies, headers } from "next/headers";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { allowance, clientIp } from "@/lib/abuse/rate-limit";
import { findPost } from "@/lib/posts";
import { pageExists } from "./site-pages";
import {
  landingPath,
  liveTouches,
  touchOf,
  TOUCH_TTL_MS,
  withTouch,
  type Touch,
  type Touches,
  type Visit,
} from "@/lib/analytics/attribution-rules";
import { sameSource, SMART_LINK_PAGE, VISIT_IDLE_MS, viewedPostSlug } from "@/lib/analytics/report-rules";

export const TOUCH_COOKIE = "mnb_touch";
/** Holds nothing; present while a site visit lasts (30 minutes after its last page view). */
export const VISIT_COOKIE = "mnb_visit";
/** Readable by the page's script, holding nothing: the visitor has a touch, so a direct visit need not send one. */
export const TOUCHED_COOKIE = "mnb_touched";

const sign = (payload: string) =>
  createHmac("sha256", `attribution:${env.AUTH_SECRET ?? ""}`)
    .update(payload)
    .digest("base64url");

const isTouch = (t: unknown): t is Touch =>
  typeof t === "object" &&
  t !== null &&
  typeof (t as Touch).at === "string" &&
  typeof (t as Touch).channel === "string";

/** The touches in a cookie value, or null when it is missing, malformed or not signed by us. */
export function readTouchCookie(value: string | undefined): Touches | null {
  const match = value?.match(/^([A-Za-z0-9_-]{1,3000})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8")) as Partial<Touches>;
    return isTouch(parsed.first) && isTouch(parsed.last) ? { first: parsed.first, last: parsed.last } : null;
  } catch {
    return null;
  }
}

export function touchCookieValue(touches: Touches): string {
  const payload = Buffer.from(JSON.stringify(touches)).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** Whether the request carries the Global Privacy Control signal. */
export const optedOut = (h: Headers) => h.get("sec-gpc")?.trim() === "1";

/**
 * Records a visit's touch in the cookie (POST /mnb/api/touch); the caller has ruled out bots and preloads. A landing
 * on a page that does not exist is no touch: null, and the cookie stays as it was.
 */
export async function recordTouch(visit: Visit, now = new Date()): Promise<Touches | null> {
  if (!(await pageExists(landingPath(visit.landing)))) return null;
  const jar = await cookies();
  const before = readTouchCookie(jar.get(TOUCH_COOKIE)?.value);
  const touches = withTouch(before, touchOf(visit, now), now);
  const options = { sameSite: "lax", secure: env.isProduction, path: "/", maxAge: TOUCH_TTL_MS / 1000 } as const;
  jar.set(TOUCH_COOKIE, touchCookieValue(touches), { ...options, httpOnly: true });
  jar.set(TOUCHED_COOKIE, "1", { ...options, httpOnly: false });
  // Arriving again from somewhere else starts a new site visit, credited to the new last touch (the same source again,
  // such as a reload of a marked address, does not).
  if (before && !sameSource(before.last, touches.last)) jar.delete(VISIT_COOKIE);
  return touches;
}

/** The caller's touches for a booking or payment being made now; none for a visitor who opted out. */
export async function currentTouches(now = new Date()): Promise<Touches | null> {
  if (optedOut(await headers())) return null;
  return liveTouches(readTouchCookie((await cookies()).get(TOUCH_COOKIE)?.value), now);
}

/**
 * Views one address may add to one post in ten minutes: generous, since a carrier's shared address is many readers, but
 * a script sending the beacon in a loop stops counting there (the beacon is still answered).
 */
export const VIEWS_PER_ADDRESS_AND_POST = { limit: 60, windowSeconds: 600 };
const viewWithinAllowance = allowance(VIEWS_PER_ADDRESS_AND_POST);

/**
 * A page view (POST /mnb/api/views; the caller has ruled out bots and preloads) of a page that exists: a published
 * post's page adds one to the post's views of the day, within the address's allowance, and the first view of a site
 * visit (no page of ours for 30 minutes; the smart links' share pages are not the site and are counted in their own
 * statistics) adds a visit to the rows its touches are credited in. Nothing about the visitor is written.
 */
export async function recordView(path: string, optOut: boolean): Promise<void> {
  if (SMART_LINK_PAGE.test(path) || !(await pageExists(path))) return;
  const slug = viewedPostSlug(path);
  const post = slug ? await findPost(slug) : null;
  if (post && (await viewWithinAllowance(`postView:ip:${await clientIp()}:${post.id}`)))
    await db.$executeRaw`
      INSERT INTO "PostDailyView" ("postId", "day", "views")
      SELECT "id", "attribution_day"(now() AT TIME ZONE 'UTC'), 1 FROM "Post" WHERE "id" = ${post.id} AND "status" <> 'DRAFT'
      ON CONFLICT ("postId", "day") DO UPDATE SET "views" = "PostDailyView"."views" + 1`;
  if (optOut) return;
  const jar = await cookies();
  const touches = await currentTouches();
  if (!touches) return;
  const inVisit = jar.get(VISIT_COOKIE)?.value === "1";
  jar.set(VISIT_COOKIE, "1", {
    sameSite: "lax",
    secure: env.isProduction,
    path: "/",
    httpOnly: true,
    maxAge: VISIT_IDLE_MS / 1000,
  });
  if (inVisit) return;
  await db.$executeRaw`
    SELECT "attribution_add"("attribution_day"(now() AT TIME ZONE 'UTC'), 'first', ${JSON.stringify(touches.first)}::jsonb, 1, 0, 0),
           "attribution_add"("attribution_day"(now() AT TIME ZONE 'UTC'), 'last', ${JSON.stringify(touches.last)}::jsonb, 1, 0, 0)`;
}
