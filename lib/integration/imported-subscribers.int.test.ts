// The old site's subscribers over HTTP: asked once each whether they still want our news (never twice, never an
// address on the never-email list), made ACTIVE by the same confirmation a new subscriber uses, never sent a promo
// before that, and removed when they never confirm; admins only, every change logged.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { mailboxKey } from "@/lib/email/suppression";
import type { SubscriberStatus } from "@/lib/generated/prisma/client";
import { Client } from "@/testing/http";
import { campaignFinished, refusedWithoutWrites, signedIn, signedInBrowser, unique } from "@/testing/fixtures";

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const DAY = 24 * 60 * 60 * 1000;
const TEMPLATE = "reconfirm-imported";

/** A row as the importer leaves one: subscribed years ago on the old site, PENDING, with no confirmation link. */
const subscriber = ({
  imported = true,
  status = "PENDING",
  reconfirmSentAt = null,
  subscribedAt = new Date(Date.now() - 700 * DAY),
}: Partial<{ imported: boolean; status: SubscriberStatus; reconfirmSentAt: Date | null; subscribedAt: Date }> = {}) =>
  db.subscriber.create({
    data: {
      email: `${unique("old-list")}@example.com`,
      status,
      confirmTokenHash: null,
      unsubscribeToken: randomBytes(32).toString("base64url"),
      subscribedAt,
      importedAt: imported ? new Date() : null,
      reconfirmSentAt,
    },
  });

const ask = (client: Client = admin.client) =>
  client.post<{ message: string; asked: number; skipped: number; left: number }>(
    "/mnb/api/subscribers/imported/reconfirm",
  );

/** Asks batch after batch until nobody is left (409), as the admin pressing "Ask the next 100" would. */
async function askEveryone() {
  const replies = [];
  for (let i = 0; i < 50; i++) {
    const reply = await ask();
    if (reply.status === 409) return replies;
    expect(reply.status).toBe(200);
    replies.push(reply.body);
  }
  throw new Error("imported subscribers were still left to ask after 50 batches");
}

const messagesTo = (email: string) => db.emailMessage.findMany({ where: { to: email, template: TEMPLATE } });
const reconfirmCount = () => db.emailMessage.count({ where: { template: TEMPLATE } });

describe("POST /mnb/api/subscribers/imported/reconfirm", () => {
  it("sends one message to each imported pending subscriber, with a confirm link that makes them ACTIVE", async () => {
    const asked = [await subscriber(), await subscriber(), await subscriber()];
    const [confirmedAlready, notImported] = [
      await subscriber({ status: "ACTIVE" }),
      await subscriber({ imported: false }),
    ];
    // Two presses at once (two admins, a double click): the second finds the rows taken.
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.message).toMatch(/^\d+ asked, \d+ left to ask$/);
    await askEveryone();

    for (const s of asked) {
      const messages = await messagesTo(s.email);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ subject: "Do you still want My Nation Blog's news?", status: "OUTBOX" });
      expect(messages[0].html).toContain(`${env.siteUrl}/unsubscribe/${s.unsubscribeToken}`);
      expect(messages[0].headers).toMatchObject({
        "List-Unsubscribe": `<${env.siteUrl}/mnb/api/unsubscribe/${s.unsubscribeToken}>`,
      });
      const row = await db.subscriber.findUniqueOrThrow({ where: { id: s.id } });
      expect(row.status).toBe("PENDING");
      expect(row.reconfirmSentAt).not.toBeNull();
      expect(row.confirmTokenHash).not.toBeNull();
    }
    expect(await messagesTo(confirmedAlready.email)).toHaveLength(0);
    expect(await messagesTo(notImported.email)).toHaveLength(0);

    // Signed up 700 days ago on the old site: the link still works, counted from when it was sent.
    const token = (await messagesTo(asked[0].email))[0].secretText!.match(/\/subscribe\/confirm\/([A-Za-z0-9_-]+)/)![1];
    const confirmed = await new Client().post(`/mnb/api/subscribe/confirm/${token}`);
    expect(confirmed.status).toBe(200);
    expect(await db.subscriber.findUniqueOrThrow({ where: { id: asked[0].id } })).toMatchObject({
      status: "ACTIVE",
      confirmedAt: expect.any(Date),
      confirmTokenHash: null,
    });
    expect((await messagesTo(asked[0].email))[0].html).not.toContain(token);
  });

  it("asks nobody twice: once everyone is asked, another press is 409 and sends nothing", async () => {
    const s = await subscriber();
    await askEveryone();
    const before = await reconfirmCount();
    const again = await ask();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Every imported subscriber has been asked already.");
    expect(await reconfirmCount()).toBe(before);
    expect(await messagesTo(s.email)).toHaveLength(1);
  });

  it("skips an address on the never-email list: no message, and it leaves the list of those to ask", async () => {
    const suppressed = await subscriber();
    await db.emailSuppression.create({ data: { email: mailboxKey(suppressed.email) } });
    const replies = await askEveryone();
    expect(replies.reduce((n, r) => n + r.skipped, 0)).toBeGreaterThanOrEqual(1);
    expect(await db.emailMessage.count({ where: { to: suppressed.email } })).toBe(0);
    expect(await db.subscriber.findUniqueOrThrow({ where: { id: suppressed.id } })).toMatchObject({
      status: "UNSUBSCRIBED",
      reconfirmSentAt: null,
    });
  });

  it("logs each batch as the admin's", async () => {
    await subscriber();
    const since = new Date();
    await askEveryone();
    const rows = await db.adminActivity.findMany({ where: { actorId: admin.user.id, createdAt: { gte: since } } });
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ action: "SEND", recordType: "subscriber" });
    expect(rows[0].summary).toMatch(/^Asked \d+ imported subscribers? to confirm/);
  });

  it("refuses anonymous callers (401) and users (403) and sends nothing", async () => {
    const s = await subscriber();
    await refusedWithoutWrites(reconfirmCount, () => ask(anon), 401);
    await refusedWithoutWrites(reconfirmCount, () => ask(user.client), 403);
    expect(await db.subscriber.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({ reconfirmSentAt: null });
    await askEveryone();
  });
});

describe("promos and imported subscribers", () => {
  it("sends no promo to an imported subscriber who has not confirmed", async () => {
    const [importedPending, active] = [await subscriber(), await subscriber({ imported: false, status: "ACTIVE" })];
    const reply = await admin.client.post<{ campaign: { id: string; recipients: number } }>("/mnb/api/send-promo", {
      subject: unique("Promo"),
      message: "Our new release is out.",
      subscriberIds: [importedPending.id, active.id],
    });
    expect(reply.status).toBe(202);
    expect(reply.body.campaign.recipients).toBe(1);
    await campaignFinished(reply.body.campaign.id);
    const messages = await db.emailMessage.findMany({ where: { campaignId: reply.body.campaign.id } });
    expect(messages.map((m) => m.to)).toEqual([active.email]);
    await askEveryone();
  });
});

describe("the subscribers page", () => {
  it("shows the old list's progress and marks imported rows", async () => {
    // The newest of all, so it is on the list's first page.
    const newest = await subscriber({ subscribedAt: new Date(Date.now() + 365 * DAY) });
    const browser = await signedInBrowser(admin);
    const page = await browser.get<string>("/admin-dashboard/subscribers");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Imported from the old site");
    expect(page.body).toContain("Left to ask");
    expect(page.body).toMatch(/>imported</);
    await db.subscriber.delete({ where: { id: newest.id } });
  });
});

describe("POST /mnb/api/subscribers/imported/remove", () => {
  const remove = (body: unknown, client: Client = admin.client) =>
    client.post<{ message: string; deleted: number }>("/mnb/api/subscribers/imported/remove", body);
  const exists = async (id: string) => (await db.subscriber.count({ where: { id } })) === 1;

  it("removes those asked over 14 days ago by default, and every unconfirmed imported one with all: true", async () => {
    const longAgo = await subscriber({ reconfirmSentAt: new Date(Date.now() - 15 * DAY) });
    const recently = await subscriber({ reconfirmSentAt: new Date(Date.now() - DAY) });
    const neverAsked = await subscriber();
    const confirmed = await subscriber({ status: "ACTIVE", reconfirmSentAt: new Date(Date.now() - 20 * DAY) });
    const notImported = await subscriber({ imported: false });

    const first = await remove({});
    expect(first.status).toBe(200);
    expect(first.body.deleted).toBeGreaterThanOrEqual(1);
    expect(first.body.message).toMatch(/imported subscribers? removed$/);
    expect(await exists(longAgo.id)).toBe(false);
    expect([await exists(recently.id), await exists(neverAsked.id)]).toEqual([true, true]);

    const all = await remove({ all: true });
    expect(all.status).toBe(200);
    expect(all.body.deleted).toBeGreaterThanOrEqual(2);
    expect([await exists(recently.id), await exists(neverAsked.id)]).toEqual([false, false]);
    expect([await exists(confirmed.id), await exists(notImported.id)]).toEqual([true, true]);

    const logged = await db.adminActivity.findMany({
      where: { actorId: admin.user.id, action: "DELETE", recordType: "subscriber" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(logged.map((r) => r.summary).slice(-2)).toEqual([
      `Removed ${first.body.deleted} imported subscribers who did not confirm within 14 days of being asked`,
      `Removed ${all.body.deleted} imported subscribers who never confirmed`,
    ]);
  });

  it("refuses anonymous callers (401), users (403) and a malformed body (422), and removes nothing", async () => {
    const s = await subscriber();
    const count = () => db.subscriber.count();
    await refusedWithoutWrites(count, () => remove({ all: true }, anon), 401);
    await refusedWithoutWrites(count, () => remove({ all: true }, user.client), 403);
    await refusedWithoutWrites(count, () => remove({ all: "yes" }), 422);
    expect(await exists(s.id)).toBe(true);
  });
});
