// Brute-force and abuse protection kept in PostgreSQL, so the limits hold across every app instance.
// Fixed windows: a key may be hit `limit` times per window; past that, callers wait for the window to end — or, for a
// limit with a `challenge`, solve a proof-of-work challenge per request (lib/abuse/challenge.ts), up to a higher hard limit.
// Attempts are counted *before* the work they guard (one atomic upsert each), so concurrent requests cannot all slip
// through one window: at most `limit` of them (plus the solved ones) get past `consume`.
import "server-only";
import { headers } from "next/headers";
import { db } from "@/lib/db";
import { isConnectionTrouble } from "@/lib/db/unreachable";
import { groupCommit } from "@/lib/db/group-commit";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/config/env";
import { CHALLENGE_HEADER } from "@/lib/abuse/challenge-header";
import { AppError, ChallengeRequired } from "@/lib/core/errors";
import { newChallenge, solvedChallenge } from "./challenge";
import { addressKey, pickClientIp } from "@/lib/http/client-ip";

export type Limit = {
  key: string;
  limit: number;
  windowSeconds: number;
  /**
   * Makes `limit` a soft threshold: past it a request still passes when it carries a solved challenge, up to
   * `challenge.limit` solved requests per window (`Infinity`: no hard stop). The soft count keeps running for requests
   * without one, so a script that solves nothing stays stopped and cannot use up the crowd's hard limit.
   */
  challenge?: { limit: number };
};

type Counted = { count: number; resetAt: Date };

/** Counts one attempt and returns the count within the current window. */
export async function hit({ key, windowSeconds }: Pick<Limit, "key" | "windowSeconds">): Promise<Counted> {
  return (await hitEach(new Map([[key, 1]]), windowSeconds)).get(key)!;
}

/**
 * Counts several attempts on several keys in one statement (the same window for all): `attempts` maps each key to how
 * many to add. Returns each key's count within its current window after them, and when that window ends.
 */
export async function hitEach(attempts: Map<string, number>, windowSeconds: number): Promise<Map<string, Counted>> {
  if (attempts.size === 0) return new Map();
  const rows = [...attempts].map(
    ([key, n]) => Prisma.sql`(${key}, ${n}::int, now() + make_interval(secs => ${windowSeconds}), now())`,
  );
  const counted = await db.$queryRaw<({ key: string } & Counted)[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt", "updatedAt")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("key") DO UPDATE SET
      "count"     = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."count" ELSE "RateLimit"."count" + EXCLUDED."count" END,
      "resetAt"   = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END,
      "updatedAt" = now()
    RETURNING "key", "count", "resetAt"`;
  return new Map(counted.map(({ key, count, resetAt }) => [key, { count, resetAt }]));
}

/**
 * An allowance: `allowed(key)` counts one event on the key and says whether it is within `limit` per window. Meant for
 * events a page sends on its own (a click, a view) that are answered whatever the verdict and only stored within it.
 * A burst's counts are one statement on one connection (group commit), whatever its size: a pooled connection each
 * queued on the same row and starved the event writes of connections, and one statement per event fell behind a busy
 * redirect. The n-th event of a key in a batch is allowed when the key's count before the batch plus n is within it.
 */
export function allowance({ limit, windowSeconds }: Pick<Limit, "limit" | "windowSeconds">) {
  return groupCommit(
    async (keys: string[]) => {
      const attempts = new Map<string, number>();
      for (const key of keys) attempts.set(key, (attempts.get(key) ?? 0) + 1);
      const counts = await hitEach(attempts, windowSeconds);
      const seen = new Map<string, number>();
      return keys.map((key) => {
        const nth = (seen.get(key) ?? 0) + 1;
        seen.set(key, nth);
        return counts.get(key)!.count - attempts.get(key)! + nth <= limit;
      });
    },
    // Counted again after a lost connection at worst: an allowance a little smaller, never an event lost to a restart.
    { retry: { when: isConnectionTrouble } },
  );
}

/**
 * Counts an attempt on every limit and throws 429 (with Retry-After) when one goes over: a plain one past a hard limit,
 * one carrying a fresh challenge past a soft limit when the request brought no usable solution.
 */
export async function consume(limits: Limit[], message: string): Promise<void> {
  let solved: Promise<boolean> | undefined;
  for (const [i, limit] of limits.entries()) {
    const { count, resetAt } = await hit(limit);
    if (count <= limit.limit) continue;
    if (!limit.challenge) throw tooMany(resetAt, message);
    if (!(await (solved ??= spendSolvedChallenge()))) {
      // The browser sends this request again with the challenge solved: the limits before this one count it then.
      for (const earlier of limits.slice(0, i)) await refund(earlier.key);
      throw new ChallengeRequired(message, await newChallenge(), retryAfter(resetAt));
    }
    const hard = await hit({ key: `${limit.key}:solved`, windowSeconds: limit.windowSeconds });
    if (hard.count > limit.challenge.limit) throw tooMany(hard.resetAt, message);
  }
}

/** Whether this request carries a valid solution no request has used before; it is used up by asking. */
async function spendSolvedChallenge(): Promise<boolean> {
  const signature = await solvedChallenge((await headers()).get(CHALLENGE_HEADER));
  if (!signature) return false;
  // Each challenge is signed once and expires in minutes: its signature is its single-use key for that long.
  const { count } = await hit({ key: `challenge:used:${signature}`, windowSeconds: 15 * 60 });
  return count === 1;
}

/** Gives back one counted attempt (a login that turned out right should not count against its address). */
export async function refund(key: string): Promise<void> {
  await db.$executeRaw`UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0), "updatedAt" = now() WHERE "key" = ${key}`;
}

export async function clear(keys: string[]): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: { in: keys } } });
}

const retryAfter = (resetAt: Date) => ({
  "Retry-After": String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))),
});

const tooMany = (resetAt: Date, message: string) =>
  new AppError("rate_limited", message, undefined, retryAfter(resetAt));

/**
 * The caller's address as limits and visitor counts key it: taken only from a hop we trust (see lib/http/client-ip.ts),
 * IPv6 by its /64.
 */
export async function clientIp(): Promise<string> {
  return addressKey(pickClientIp(await headers(), { vercel: env.onVercel, trustedProxies: env.trustedProxies }));
}

export const TOO_MANY_WRITES = "Too many requests. Please wait a little and try again.";

/** Web Vitals beacons one address may send a day (lib/analytics/web-vitals.ts). */
export const VITALS_PER_ADDRESS_PER_DAY = 10;

/**
 * Per-address limits for anonymous writes: each costs CPU, storage or an email, so each is bounded. The ones a person
 * makes through a form are soft (`challenge`): one address may be a whole mobile network, so past the soft limit each
 * request solves a challenge, up to the hard limit. Beacons and reactions are sent by pages on their own and stay hard.
 */
const WRITE_LIMITS = {
  signup: { limit: 10, windowSeconds: 3600, challenge: { limit: 500 } },
  review: { limit: 20, windowSeconds: 3600, challenge: { limit: 400 } },
  comment: { limit: 30, windowSeconds: 600, challenge: { limit: 600 } },
  reaction: { limit: 120, windowSeconds: 600 },
  smartLink: { limit: 20, windowSeconds: 3600, challenge: { limit: 200 } },
  // A cover sent straight to Blob asks for a token first, then the link is made with its URL (counted as smartLink).
  smartLinkCoverToken: { limit: 20, windowSeconds: 3600, challenge: { limit: 200 } },
  // "Paste a streaming link": a lookup and its artwork are two calls, counted once the pasted address is one we would
  // look up (lib/smart-links/resolve.ts). The site-wide resolver cap is counted there too.
  smartLinkResolve: { limit: 40, windowSeconds: 600, challenge: { limit: 200 } },
  // Share-page view beacons: generous (one per page view), but a script cannot inflate a link's views without bound.
  smartLinkView: { limit: 600, windowSeconds: 3600 },
  // Web Vitals beacons: one per page view, and a small allowance per address a day — they are a sample, and one address
  // must not be able to move the speed panel; past it a beacon is refused and nothing is stored.
  vitals: { limit: VITALS_PER_ADDRESS_PER_DAY, windowSeconds: 24 * 3600 },
  payment: { limit: 30, windowSeconds: 3600, challenge: { limit: 600 } },
  // A booking stores a file (up to 20 MB) and sends an email: uploads and bookings are counted apart.
  bookingFile: { limit: 20, windowSeconds: 3600, challenge: { limit: 200 } },
  // A booking file sent straight to Blob asks for a token first, then posts its URL (counted as bookingFile).
  bookingFileToken: { limit: 20, windowSeconds: 3600, challenge: { limit: 200 } },
  booking: { limit: 10, windowSeconds: 3600, challenge: { limit: 300 } },
} satisfies Record<string, Omit<Limit, "key">>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** Counts one anonymous write of this kind from the caller's address; 429 past the limit. */
export async function throttle(kind: WriteKind): Promise<void> {
  await consume([{ key: `${kind}:ip:${await clientIp()}`, ...WRITE_LIMITS[kind] }], TOO_MANY_WRITES);
}

/** Per-account limits for what a signed-in user asks of us that costs an email, whatever address they ask from. */
const ACCOUNT_LIMITS = {
  // "Send the link again" on the profile (also within the mailbox's unsolicited allowance a day).
  verifyAgain: { limit: 5, windowSeconds: 3600 },
} satisfies Record<string, Omit<Limit, "key">>;

/** Counts one request of this kind by the account; 429 past the limit. */
export async function throttleAccount(kind: keyof typeof ACCOUNT_LIMITS, userId: string): Promise<void> {
  await consume([{ key: `${kind}:user:${userId}`, ...ACCOUNT_LIMITS[kind] }], TOO_MANY_WRITES);
}

/**
 * Site searches per address a minute (SEARCH_PER_MINUTE): each ranks the whole index, so an address cannot keep the
 * database busy with them. Counted as an allowance (one batched statement for a burst of searches, not one each).
 */
const searchAllowance = allowance({ limit: env.searchPerMinute, windowSeconds: 60 });

/** Counts one search from the caller's address; 429 past the allowance. */
export async function throttleSearch(message: string): Promise<void> {
  if (!(await searchAllowance(`search:ip:${await clientIp()}`)))
    throw new AppError("rate_limited", message, undefined, { "Retry-After": "60" });
}
