// Attribution's cookie (issue 24 §1; the rules are lib/domain/attribution.ts): the visitor's first and last touch in
// one httpOnly, first-party cookie signed with AUTH_SECRET, so a browser cannot credit a booking to a channel it did
// not come from. No row is written for a visit: the touches reach the database only on a booking and its payment.
// A browser sending the Global Privacy Control signal (`Sec-GPC: 1`) is left out: no cookie, and nothing stored.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import {
  liveTouches,
  touchOf,
  TOUCH_TTL_MS,
  withTouch,
  type Touch,
  type Touches,
  type Visit,
} from "@/lib/domain/attribution";

export const TOUCH_COOKIE = "mnb_touch";
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

/** Records a visit's touch in the cookie (POST /mnb/api/touch); the caller has ruled out bots and preloads. */
export async function recordTouch(visit: Visit, now = new Date()): Promise<Touches> {
  const jar = await cookies();
  const touches = withTouch(readTouchCookie(jar.get(TOUCH_COOKIE)?.value), touchOf(visit, now), now);
  const options = { sameSite: "lax", secure: env.isProduction, path: "/", maxAge: TOUCH_TTL_MS / 1000 } as const;
  jar.set(TOUCH_COOKIE, touchCookieValue(touches), { ...options, httpOnly: true });
  jar.set(TOUCHED_COOKIE, "1", { ...options, httpOnly: false });
  return touches;
}

/** The caller's touches for a booking or payment being made now; none for a visitor who opted out. */
export async function currentTouches(now = new Date()): Promise<Touches | null> {
  if (optedOut(await headers())) return null;
  return liveTouches(readTouchCookie((await cookies()).get(TOUCH_COOKIE)?.value), now);
}
