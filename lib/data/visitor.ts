// An anonymous visitor id (httpOnly cookie) so likes and reactions count once per visitor without an account.
import "server-only";
import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

const COOKIE = "mnb_vid";

export async function visitorId(): Promise<string> {
  const jar = await cookies();
  const existing = jar.get(COOKIE)?.value;
  if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
  const id = randomUUID();
  jar.set(COOKIE, id, { httpOnly: true, sameSite: "lax", secure: env.isProduction, path: "/", maxAge: 60 * 60 * 24 * 365 });
  return id;
}
