// Brute-force and abuse protection kept in PostgreSQL, so the limits hold across every app instance.
// Fixed windows: a key may be hit `limit` times per window; past that, callers wait for the window to end.
// Attempts are counted *before* the work they guard (one atomic upsert each), so concurrent requests cannot all slip
// through one window: at most `limit` of them get past `consume`.
import "server-only";
import { headers } from "next/headers";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { pickClientIp } from "./client-ip";

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

/** Counts an attempt on every limit and throws 429 (with Retry-After) when one goes over. */
export async function consume(limits: Limit[], message: string): Promise<void> {
  for (const limit of limits) {
    const { count, resetAt } = await hit(limit);
    if (count > limit.limit) throw tooMany(resetAt, message);
  }
}

/** Gives back one counted attempt (a login that turned out right should not count against its address). */
export async function refund(key: string): Promise<void> {
  await db.$executeRaw`UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0), "updatedAt" = now() WHERE "key" = ${key}`;
}

export async function clear(keys: string[]): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: { in: keys } } });
}

function tooMany(resetAt: Date, message: string) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError("rate_limited", message, undefined, { "Retry-After": String(seconds) });
}

/** The caller's address, taken only from a hop we trust (see lib/client-ip.ts). */
export async function clientIp(): Promise<string> {
  return pickClientIp(await headers(), { vercel: env.onVercel, trustedProxies: env.trustedProxies });
}

export const TOO_MANY_WRITES = "Too many requests. Please wait a little and try again.";

/** Per-address limits for anonymous writes: each costs CPU, storage or an email, so each is bounded. */
const WRITE_LIMITS = {
  signup: { limit: 10, windowSeconds: 3600 },
  review: { limit: 20, windowSeconds: 3600 },
  comment: { limit: 30, windowSeconds: 600 },
  reaction: { limit: 120, windowSeconds: 600 },
  smartLink: { limit: 20, windowSeconds: 3600 },
  // Share-page view beacons: generous (one per page view), but a script cannot inflate a link's views without bound.
  smartLinkView: { limit: 600, windowSeconds: 3600 },
  // Web Vitals beacons: one per page view; 60 views in 10 minutes is a very busy reader, not a flood.
  vitals: { limit: 60, windowSeconds: 600 },
  payment: { limit: 30, windowSeconds: 3600 },
  // A booking stores a file (up to 20 MB) and sends an email: uploads and bookings are counted apart.
  bookingFile: { limit: 20, windowSeconds: 3600 },
  booking: { limit: 10, windowSeconds: 3600 },
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** Counts one anonymous write of this kind from the caller's address; 429 past the limit. */
export async function throttle(kind: WriteKind): Promise<void> {
  await consume([{ key: `${kind}:ip:${await clientIp()}`, ...WRITE_LIMITS[kind] }], TOO_MANY_WRITES);
}
