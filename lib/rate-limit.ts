// Brute-force protection kept in PostgreSQL, so the limits hold across every app instance.
// Fixed windows: a key may be hit `limit` times per window; past that, callers wait for the window to end.
import "server-only";
import { headers } from "next/headers";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type Limit = { key: string; limit: number; windowSeconds: number };

/** Counts one attempt and returns the count within the current window. */
export async function hit({ key, windowSeconds }: Limit): Promise<{ count: number; resetAt: Date }> {
  const [row] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt", "updatedAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}), now())
    ON CONFLICT ("key") DO UPDATE SET
      "count"     = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt"   = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END,
      "updatedAt" = now()
    RETURNING "count", "resetAt"`;
  return row;
}

/** Throws 429 with Retry-After when any of the limits is already used up (does not count an attempt). */
export async function assertUnderLimits(limits: Limit[], message: string): Promise<void> {
  const rows = await db.rateLimit.findMany({ where: { key: { in: limits.map((l) => l.key) }, resetAt: { gt: new Date() } } });
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key)!;
    if (row.count >= limit.limit) throw tooMany(row.resetAt, message);
  }
}

/** Counts an attempt on every limit and throws 429 when one goes over. */
export async function consume(limits: Limit[], message: string): Promise<void> {
  for (const limit of limits) {
    const { count, resetAt } = await hit(limit);
    if (count > limit.limit) throw tooMany(resetAt, message);
  }
}

export async function clear(keys: string[]): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: { in: keys } } });
}

function tooMany(resetAt: Date, message: string) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError("rate_limited", message, undefined, { "Retry-After": String(seconds) });
}

/** The caller's address as seen by the proxy in front of the app (first X-Forwarded-For entry). */
export async function clientIp(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "unknown";
}
