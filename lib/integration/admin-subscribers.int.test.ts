// View Our Subscribers over HTTP, call × caller: admins list (paged, never tokens), delete one or many (all or none)
// and send promos (recorded at once, 202, sent after the response to the outbox here); anonymous callers and users are
// refused and nothing changes; every change has its activity row, and a refused or failed one has none.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { createCampaign, sendCampaign } from "@/lib/subscribers/campaigns";
import { setEmailTransport } from "@/lib/email/transport";
import type { SubscriberStatus } from "@/lib/generated/prisma/client";
import { Client } from "@/testing/http";
import { ProviderStandIn } from "@/testing/provider-stand-in";
import { campaignFinished, refusedWithoutWrites, signedIn, unique } from "@/testing/fixtures";

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

// Each one a little later than the last, so "newest first" has one answer.
let sequence = 0;
const subscriber = (status: SubscriberStatus = "ACTIVE") =>
  db.subscriber.create({
    data: {
      email: `${unique("sub")}@example.com`,
      status,
      unsubscribeToken: randomBytes(32).toString("base64url"),
      subscribedAt: new Date(Date.now() + ++sequence * 1000),
    },
  });

const activityFor = (recordId: string) =>
  db.adminActivity.findMany({ where: { recordId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
const campaignCount = () => db.promoCampaign.count();

type Page = {
  subscribers: { id: string; email: string; status: string }[];
  page: number;
  totalPages: number;
  total: number;
};

describe("GET /mnb/api/subscribers", () => {
  it("gives admins 6 a page, newest first, with each status and no tokens", async () => {
    const rows = [await subscriber("PENDING"), await subscriber("ACTIVE"), await subscriber("UNSUBSCRIBED")];
    const reply = await admin.client.get<Page>("/mnb/api/subscribers?page=1");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body.subscribers.length).toBeLessThanOrEqual(6);
    expect(reply.body.total).toBe(await db.subscriber.count());
    expect(reply.body.subscribers.slice(0, 3).map((s) => [s.email, s.status])).toEqual(
      rows.reverse().map((s) => [s.email, s.status]),
    );
    const text = JSON.stringify(reply.body);
    for (const row of rows) expect(text).not.toContain(row.unsubscribeToken);
    expect(text).not.toMatch(/token|hash/i);
    const second = await admin.client.get<Page>("/mnb/api/subscribers?page=2");
    expect(second.body.page).toBe(2);
    expect(second.body.subscribers.map((s) => s.id)).not.toContain(reply.body.subscribers[0].id);
  });

  it("answers the old client's call without ?page with one array, newest first, without tokens", async () => {
    const rows = [await subscriber("PENDING"), await subscriber("ACTIVE")];
    const reply = await admin.client.get<Page["subscribers"]>("/mnb/api/subscribers");
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body.slice(0, 2).map((s) => s.email)).toEqual([rows[1].email, rows[0].email]);
    expect(reply.body.length).toBeGreaterThanOrEqual(2);
    expect(reply.body.length).toBeLessThanOrEqual(500);
    expect(JSON.stringify(reply.body)).not.toMatch(/token|hash/i);
  });

  it("refuses anonymous (401) and user (403) callers", async () => {
    expect((await anon.get("/mnb/api/subscribers")).status).toBe(401);
    expect((await user.client.get("/mnb/api/subscribers")).status).toBe(403);
  });
});

describe("DELETE /mnb/api/subscribers/{id}", () => {
  it("removes the subscriber and logs it in the same change", async () => {
    const row = await subscriber();
    const reply = await admin.client.delete(`/mnb/api/subscribers/${row.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Subscriber removed");
    expect(await db.subscriber.count({ where: { id: row.id } })).toBe(0);
    expect(await activityFor(row.id)).toMatchObject([
      { action: "DELETE", recordType: "subscriber", actorId: admin.user.id, summary: row.email },
    ]);
  });

  it("refuses anonymous and user callers, and answers 404 for an unknown id, changing nothing and logging nothing", async () => {
    const row = await subscriber();
    const count = () => db.subscriber.count({ where: { id: row.id } });
    await refusedWithoutWrites(count, () => anon.delete(`/mnb/api/subscribers/${row.id}`), 401);
    await refusedWithoutWrites(count, () => user.client.delete(`/mnb/api/subscribers/${row.id}`), 403);
    expect((await admin.client.delete(`/mnb/api/subscribers/${unique("missing")}`)).status).toBe(404);
    expect(await count()).toBe(1);
    expect(await activityFor(row.id)).toEqual([]);
  });
});

describe("POST /mnb/api/subscribers/delete", () => {
  it("removes every selected subscriber in one change, one log row each", async () => {
    const rows = [await subscriber(), await subscriber("PENDING"), await subscriber("UNSUBSCRIBED")];
    const reply = await admin.client.post("/mnb/api/subscribers/delete", { ids: rows.map((r) => r.id) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: "Selected subscribers deleted", deleted: 3 });
    expect(await db.subscriber.count({ where: { id: { in: rows.map((r) => r.id) } } })).toBe(0);
    for (const row of rows)
      expect(await activityFor(row.id)).toMatchObject([
        { action: "DELETE", recordType: "subscriber", summary: row.email },
      ]);
  });

  it("deletes none when one of them is gone (404), and logs nothing", async () => {
    const rows = [await subscriber(), await subscriber()];
    const count = () => db.subscriber.count({ where: { id: { in: rows.map((r) => r.id) } } });
    const reply = await refusedWithoutWrites(
      count,
      () => admin.client.post("/mnb/api/subscribers/delete", { ids: [...rows.map((r) => r.id), unique("gone")] }),
      404,
    );
    expect(reply.body.message).toBe("Subscriber not found");
    for (const row of rows) expect(await activityFor(row.id)).toEqual([]);
  });

  it("refuses anonymous and user callers and an empty selection", async () => {
    const row = await subscriber();
    const count = () => db.subscriber.count({ where: { id: row.id } });
    await refusedWithoutWrites(count, () => anon.post("/mnb/api/subscribers/delete", { ids: [row.id] }), 401);
    await refusedWithoutWrites(count, () => user.client.post("/mnb/api/subscribers/delete", { ids: [row.id] }), 403);
    await refusedWithoutWrites(count, () => admin.client.post("/mnb/api/subscribers/delete", { ids: [] }), 422);
    expect(await activityFor(row.id)).toEqual([]);
  });
});

describe("POST /mnb/api/send-promo", () => {
  it("records the campaign for the chosen active subscribers, answers 202 at once, and sends to the outbox afterwards", async () => {
    const [active, pending, unsubscribed] = [
      await subscriber(),
      await subscriber("PENDING"),
      await subscriber("UNSUBSCRIBED"),
    ];
    const subject = unique("Promo");
    const reply = await admin.client.post<{ message: string; campaign: { id: string; recipients: number } }>(
      "/mnb/api/send-promo",
      {
        subject,
        message: "Our new release is out.",
        subscriberIds: [active.id, pending.id, unsubscribed.id],
      },
    );
    expect(reply.status).toBe(202);
    expect(reply.body.message).toBe("Promo emails sent!");
    expect(reply.body.campaign.recipients).toBe(1);
    const { id } = reply.body.campaign;
    expect(await activityFor(id)).toMatchObject([{ action: "SEND", recordType: "campaign", actorId: admin.user.id }]);
    expect((await activityFor(id))[0].summary).toContain(subject);

    await campaignFinished(id);
    const messages = await db.emailMessage.findMany({ where: { campaignId: id } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: active.email, status: "OUTBOX", template: "promo", subject });
    expect(messages[0].html).toContain(`${env.siteUrl}/unsubscribe/${active.unsubscribeToken}`);
    expect(messages[0].headers).toEqual({
      "List-Unsubscribe": `<${env.siteUrl}/mnb/api/unsubscribe/${active.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("cleans the admin's HTML before it is stored or sent: no script tags, event handlers or javascript: links", async () => {
    const active = await subscriber();
    const reply = await admin.client.post<{ campaign: { id: string } }>("/mnb/api/send-promo", {
      subject: unique("Html promo"),
      message: "See below",
      html: '<h2 onclick="steal()">Big sale</h2><script>steal()</script><img src="https://example.com/a.png" onerror="steal()"><a href="javascript:steal()">go</a>',
      subscriberIds: [active.id],
    });
    expect(reply.status).toBe(202);
    const campaign = await campaignFinished(reply.body.campaign.id);
    const [message] = await db.emailMessage.findMany({ where: { campaignId: campaign.id } });
    for (const stored of [campaign.html!, message.html]) {
      expect(stored).toContain("Big sale");
      expect(stored).not.toMatch(/<script|steal\(\)|onclick|onerror|javascript:/i);
    }
  });

  it.each([
    ["no subject", { message: "Hi" }],
    ["a blank message", { subject: "Sale", message: "   " }],
  ])("refuses %s with 'Subject and message are required' and records nothing", async (_label, body) => {
    const reply = await refusedWithoutWrites(campaignCount, () => admin.client.post("/mnb/api/send-promo", body), 422);
    expect(reply.body.message).toBe("Subject and message are required");
  });

  it("refuses anonymous and user callers and records nothing", async () => {
    const active = await subscriber();
    const body = { subject: "Sale", message: "Hi", subscriberIds: [active.id] };
    const activity = () => db.adminActivity.count();
    await refusedWithoutWrites(campaignCount, () => anon.post("/mnb/api/send-promo", body), 401);
    await refusedWithoutWrites(activity, () => user.client.post("/mnb/api/send-promo", body), 403);
    expect(await db.emailMessage.count({ where: { to: active.email } })).toBe(0);
  });
});

describe("POST /mnb/api/campaigns/{id}/retry", () => {
  it("queues the failed emails again for admins only, logs it, and the server sends them on", async () => {
    const people = [await subscriber(), await subscriber()];
    const failing = new ProviderStandIn();
    failing.failing = true;
    setEmailTransport(failing);
    const campaign = await createCampaign(
      { id: admin.user.id, name: "Promo Admin", email: admin.email },
      { subject: unique("Retry me"), message: "Hi", subscriberIds: people.map((p) => p.id) },
    );
    await sendCampaign(campaign.id);
    setEmailTransport(undefined);
    const failed = () => db.emailMessage.count({ where: { campaignId: campaign.id, status: "FAILED" } });
    expect(await failed()).toBe(2);

    await refusedWithoutWrites(
      () => db.adminActivity.count({ where: { recordId: campaign.id } }),
      () => anon.post(`/mnb/api/campaigns/${campaign.id}/retry`),
      401,
    );
    await refusedWithoutWrites(failed, () => user.client.post(`/mnb/api/campaigns/${campaign.id}/retry`), 403);
    const reply = await admin.client.post(`/mnb/api/campaigns/${campaign.id}/retry`);
    expect(reply.status).toBe(202);
    await campaignFinished(campaign.id);
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "OUTBOX" } })).toBe(2);
    expect((await activityFor(campaign.id)).map((a) => a.summary)).toEqual([
      expect.stringContaining("Promo"),
      expect.stringContaining("Retried 2 failed emails"),
    ]);

    const again = await admin.client.post(`/mnb/api/campaigns/${campaign.id}/retry`);
    expect(again.status).toBe(409);
    expect(await activityFor(campaign.id)).toHaveLength(2);
  });
});

describe("GET /mnb/api/campaigns and the scheduled resume", () => {
  it("shows progress to admins only", async () => {
    const list =
      await admin.client.get<{ id: string; queued: number; sent: number; failed: number }[]>("/mnb/api/campaigns");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect((await anon.get("/mnb/api/campaigns")).status).toBe(401);
    expect((await user.client.get("/mnb/api/campaigns")).status).toBe(403);
  });

  it("resumes a campaign whose sender died (lease run out) when the scheduler calls with the cron secret", async () => {
    const active = await subscriber();
    const campaign = await createCampaign(
      { id: admin.user.id, name: "Promo Admin", email: admin.email },
      { subject: unique("Orphan"), message: "Hi", subscriberIds: [active.id] },
    );
    await db.promoBatch.updateMany({
      where: { campaignId: campaign.id },
      data: { leaseUntil: new Date(Date.now() - 1000) },
    });
    expect((await anon.get("/mnb/api/cron/campaigns")).status).toBe(401);
    expect((await admin.client.get("/mnb/api/cron/campaigns")).status).toBe(401);
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "QUEUED" } })).toBe(1);
    const reply = await anon.request("GET", "/mnb/api/cron/campaigns", undefined, {
      authorization: `Bearer ${env.CRON_SECRET}`,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.campaigns).toBeGreaterThanOrEqual(1);
    expect((await campaignFinished(campaign.id)).finishedAt).not.toBeNull();
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "OUTBOX" } })).toBe(1);
  });
});
