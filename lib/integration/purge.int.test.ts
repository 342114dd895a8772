// The scheduled purge (GET /mnb/api/cron/purge): expired credentials go, live ones stay, and only the scheduler's
// secret runs it.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { CONFIRM_TTL_MS } from "@/lib/subscribers/subscribers";
import { Client } from "@/testing/http";
import { createAccount, unique } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset);

/** One expired and one live row of every kind the job handles; returns their ids/keys. */
async function plantRows() {
  const { user } = await createAccount("USER");
  const session = (expiresAt: Date) =>
    db.authSession.create({ data: { userId: user.id, kind: "BEARER", tokenHash: unique("h"), expiresAt } });
  const reset = (expiresAt: Date, usedAt: Date | null = null) =>
    db.passwordResetToken.create({ data: { userId: user.id, tokenHash: unique("h"), expiresAt, usedAt } });
  const emailChange = (expiresAt: Date, usedAt: Date | null = null) =>
    db.emailChangeRequest.create({
      data: { userId: user.id, newEmail: `${unique("new")}@example.com`, tokenHash: unique("h"), expiresAt, usedAt },
    });
  const limit = (resetAt: Date) => db.rateLimit.create({ data: { key: unique("purge-test"), count: 3, resetAt } });
  const subscriber = (subscribedAt: Date) =>
    db.subscriber.create({
      data: {
        email: `${unique("sub")}@example.com`,
        confirmTokenHash: unique("h"),
        unsubscribeToken: unique("u"),
        subscribedAt,
      },
    });
  return {
    expired: {
      sessions: [(await session(at(-HOUR))).id],
      resetTokens: [(await reset(at(-HOUR))).id, (await reset(at(HOUR), at(-60_000))).id],
      emailChanges: [(await emailChange(at(-HOUR))).id, (await emailChange(at(HOUR), at(-60_000))).id],
      rateLimits: [(await limit(at(-1000))).key],
      subscribers: [(await subscriber(at(-CONFIRM_TTL_MS - HOUR))).id],
    },
    live: {
      sessions: [(await session(at(HOUR))).id],
      resetTokens: [(await reset(at(HOUR))).id],
      emailChanges: [(await emailChange(at(HOUR))).id],
      rateLimits: [(await limit(at(HOUR))).key],
      subscribers: [(await subscriber(at(-HOUR))).id],
    },
  };
}

async function remaining(ids: Awaited<ReturnType<typeof plantRows>>["expired"]) {
  return {
    sessions: await db.authSession.count({ where: { id: { in: ids.sessions } } }),
    resetTokens: await db.passwordResetToken.count({ where: { id: { in: ids.resetTokens } } }),
    emailChanges: await db.emailChangeRequest.count({ where: { id: { in: ids.emailChanges } } }),
    rateLimits: await db.rateLimit.count({ where: { key: { in: ids.rateLimits } } }),
    subscriberTokens: await db.subscriber.count({
      where: { id: { in: ids.subscribers }, confirmTokenHash: { not: null } },
    }),
  };
}

const all = (ids: Awaited<ReturnType<typeof plantRows>>["expired"]) => ({
  sessions: ids.sessions.length,
  resetTokens: ids.resetTokens.length,
  emailChanges: ids.emailChanges.length,
  rateLimits: ids.rateLimits.length,
  subscriberTokens: ids.subscribers.length,
});

describe("GET /mnb/api/cron/purge", () => {
  it("the test server has a cron secret (scripts/test.ts)", () => {
    expect(env.CRON_SECRET).toBeTruthy();
  });

  it("refuses a missing, wrong or non-bearer secret with 401 and deletes nothing", async () => {
    const rows = await plantRows();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-secret" },
      { authorization: `${env.CRON_SECRET}` },
      { authorization: `Basic ${env.CRON_SECRET}` },
    ];
    for (const headers of attempts) {
      const reply = await new Client().request("GET", "/mnb/api/cron/purge", undefined, headers);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: "unauthorized", message: expect.any(String) });
    }
    expect(await remaining(rows.expired)).toEqual(all(rows.expired));
    expect(await remaining(rows.live)).toEqual(all(rows.live));
  });

  it("with the secret, removes expired sessions, used or expired reset tokens, ended rate-limit windows and stale confirmation links, and keeps live ones", async () => {
    const rows = await plantRows();
    const reply = await new Client().request<{ purged: Record<string, number> }>(
      "GET",
      "/mnb/api/cron/purge",
      undefined,
      {
        authorization: `Bearer ${env.CRON_SECRET}`,
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.purged.sessions).toBeGreaterThanOrEqual(1);
    expect(reply.body.purged.resetTokens).toBeGreaterThanOrEqual(2);
    expect(reply.body.purged.rateLimits).toBeGreaterThanOrEqual(1);
    expect(reply.body.purged.subscriberConfirmations).toBeGreaterThanOrEqual(1);
    expect(await remaining(rows.expired)).toEqual({
      sessions: 0,
      resetTokens: 0,
      emailChanges: 0,
      rateLimits: 0,
      subscriberTokens: 0,
    });
    expect(await remaining(rows.live)).toEqual(all(rows.live));
    expect(await db.subscriber.count({ where: { id: { in: rows.expired.subscribers } } })).toBe(1);
  });
});
