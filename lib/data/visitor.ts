// An anonymous visitor id (httpOnly cookie) so likes and reactions count once per visitor without an account.
// The cookie is `<uuid>.<HMAC>`, signed with AUTH_SECRET: a client that mints its own ids (to vote again and again)
// gets a fresh signed id instead, which still counts once per cookie and is bounded by the per-address throttle.
import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

const COOKIE = "mnb_vid";

const sign = (id: string) => createHmac("sha256", `visitor:${env.AUTH_SECRET ?? ""}`).update(id).digest("base64url");

/** The id inside a cookie value, or null when the value was not signed by us. */
export function verifyVisitorCookie(value: string | undefined): string | null {
  const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

export const signVisitorId = (id: string) => `${id}.${sign(id)}`;

export async function visitorId(): Promise<string> {
  const jar = await cookies();
  const existing = verifyVisitorCookie(jar.get(COOKIE)?.value);
  if (existing) return existing;
  const id = randomUUID();
  jar.set(COOKIE, signVisitorId(id), { httpOnly: true, sameSite: "lax", secure: env.isProduction, path: "/", maxAge: 60 * 60 * 24 * 365 });
  return id;
}
