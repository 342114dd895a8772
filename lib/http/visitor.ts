// An anonymous visitor id (httpOnly cookie) so likes and reactions count once per visitor without an account, and a
// smart link's unique views and clicks are people rather than addresses (lib/smart-links/tracking.ts).
// The cookie is `<uuid>.<HMAC>`, signed with AUTH_SECRET: a client that mints its own ids (to vote again and again)
// gets a fresh signed id instead, which still counts once per cookie and is bounded by the per-address throttle.
import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/lib/config/env";

const COOKIE = "mnb_vid";

const sign = (id: string) =>
  createHmac("sha256", `visitor:${env.AUTH_SECRET ?? ""}`)
    .update(id)
    .digest("base64url");

/** The id inside a cookie value, or null when the value was not signed by us. */
export function verifyVisitorCookie(value: string | undefined): string | null {
  const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

export const signVisitorId = (id: string) => `${id}.${sign(id)}`;

const YEAR = 60 * 60 * 24 * 365;
/** Set beside a new id for an hour: what the visitor did before it was counted by their address. Holds nothing else. */
const FRESH = "mnb_vid_new";
const FRESH_SECONDS = 60 * 60;

function issue(jar: Awaited<ReturnType<typeof cookies>>): string {
  const id = randomUUID();
  const options = { httpOnly: true, sameSite: "lax", secure: env.isProduction, path: "/" } as const;
  jar.set(COOKIE, signVisitorId(id), { ...options, maxAge: YEAR });
  jar.set(FRESH, "1", { ...options, maxAge: FRESH_SECONDS });
  return id;
}

export async function visitorId(): Promise<string> {
  const jar = await cookies();
  return verifyVisitorCookie(jar.get(COOKIE)?.value) ?? issue(jar);
}

/** The id in the request's own signed cookie, or null; issues none (for a check, where no id is needed after). */
export async function knownVisitorId(): Promise<string | null> {
  return verifyVisitorCookie((await cookies()).get(COOKIE)?.value);
}

/**
 * The id of a visitor who came back with our signed cookie, or null for one who did not (they get one for next time,
 * so this request is theirs by address). `fresh`: the cookie is less than an hour old, so the visitor's events of the
 * last hour may be under their address instead.
 */
export async function returningVisitor(): Promise<{ id: string | null; fresh: boolean }> {
  const jar = await cookies();
  const id = verifyVisitorCookie(jar.get(COOKIE)?.value);
  if (!id) issue(jar);
  return { id, fresh: Boolean(id) && jar.get(FRESH)?.value === "1" };
}
