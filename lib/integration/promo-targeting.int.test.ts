// Promos for chosen interests and at a chosen Lagos time, over HTTP and in the database: only active subscribers with
// one of the promo's interests get it; a scheduled promo records nobody until its time, then the scheduled route
// records it once for whoever matches then, however many runs race; an admin can cancel it until it has started, and
// never after; refusals write nothing.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { cancelCampaign, createCampaign, queueDueCampaigns, sendCampaign } from "@/lib/subscribers/campaigns";
import { INTERESTS_REQUIRED } from "@/lib/subscribers/interests";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { utcToLagosLocal } from "@/lib/core/lagos-time";
import type { SubscriberStatus } from "@/lib/generated/prisma/client";
import { Client } from "@/testing/http";
import { campaignFinished, refusedWithoutWrites, signedIn, unique } from "@/testing/fixtures";

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const subscriber = (interests: string[], status: SubscriberStatus = "ACTIVE") =>
  db.subscriber.create({
    data: {
      email: `${unique("aud")}@example.com`,
      status,
      interests,
      unsubscribeToken: randomBytes(32).toString("base64url"),
    },
  });

const actor = () => ({ id: admin.user.id, name: "Promo Admin", email: admin.email });
const inAnHour = () => utcToLagosLocal(new Date(Date.now() + 60 * 60_000));
const recipientsOf = async (campaignId: string) =>
  (await db.emailMessage.findMany({ where: { campaignId }, select: { to: true } })).map((m) => m.to).sort();
const campaignCount = () => db.promoCampaign.count();
const cron = () =>
  anon.request<{ queued: number }>("GET", "/mnb/api/cron/campaigns", undefined, {
    authorization: `Bearer ${env.CRON_SECRET}`,
  });

/** Makes a scheduled campaign due, as if its time had come. */
const makeDue = (id: string) =>
  db.promoCampaign.update({ where: { id }, data: { sendAt: new Date(Date.now() - 1000) } });

describe("a promo for chosen interests", () => {
  it("goes only to active subscribers with at least one of them", async () => {
    const news = await subscriber(["news"]);
    const style = await subscriber(["style"]);
    const newsAndMusic = await subscriber(["news", "music"]);
    const pendingMusic = await subscriber(["music"], "PENDING");
    const reply = await admin.client.post<{ campaign: { id: string; recipients: number; sendAt: null } }>(
      "/mnb/api/send-promo",
      {
        subject: unique("Music only"),
        message: "New beats",
        interests: ["music", "style"],
        subscriberIds: [news.id, style.id, newsAndMusic.id, pendingMusic.id],
      },
    );
    expect(reply.status).toBe(202);
    expect(reply.body.campaign).toMatchObject({ recipients: 2, sendAt: null });
    await campaignFinished(reply.body.campaign.id);
    expect(await recipientsOf(reply.body.campaign.id)).toEqual([style.email, newsAndMusic.email].sort());
  });

  it("goes to everyone chosen when all three interests are chosen, or none is sent (the old client)", async () => {
    const people = [await subscriber(["news"]), await subscriber(["style"]), await subscriber(["music"])];
    const campaign = await createCampaign(actor(), {
      subject: unique("Everyone"),
      message: "Hi",
      subscriberIds: people.map((p) => p.id),
    });
    expect(campaign.recipients).toBe(3);
    await sendCampaign(campaign.id);
    expect(await recipientsOf(campaign.id)).toEqual(people.map((p) => p.email).sort());
    const row = await db.promoCampaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row.interests).toEqual(["news", "style", "music"]);
  });

  it.each([
    ["no interest", { interests: [] }, INTERESTS_REQUIRED],
    ["an unknown interest", { interests: ["sport"] }, INTERESTS_REQUIRED],
    ["a time that has passed", { sendAt: "2020-01-01T10:00" }, PROMO_TEXT.sendAtPast],
    ["a time that does not exist", { sendAt: "2030-02-30T10:00" }, PROMO_TEXT.sendAtMissing],
  ])("refuses %s with 422 and records nothing", async (_label, extra, message) => {
    const someone = await subscriber(["news"]);
    const reply = await refusedWithoutWrites(
      campaignCount,
      () =>
        admin.client.post("/mnb/api/send-promo", {
          subject: "Sale",
          message: "Hi",
          subscriberIds: [someone.id],
          ...extra,
        }),
      422,
    );
    expect(reply.body.message).toBe(message);
  });

  it("refuses a promo nobody matches, now or scheduled, and records nothing", async () => {
    const newsOnly = await subscriber(["news"]);
    for (const sendAt of [undefined, inAnHour()]) {
      const reply = await refusedWithoutWrites(
        campaignCount,
        () =>
          admin.client.post("/mnb/api/send-promo", {
            subject: "Style drop",
            message: "Hi",
            interests: ["style"],
            subscriberIds: [newsOnly.id],
            sendAt,
          }),
        422,
      );
      expect(reply.body.message).toBe(PROMO_TEXT.noRecipients);
    }
  });
});

describe("a promo scheduled for a Lagos date and time", () => {
  it("records nobody until its time, then goes to whoever matches then, once", async () => {
    const stays = await subscriber(["music"]);
    const leaves = await subscriber(["music"]);
    const joins = await subscriber(["news"]);
    const subject = unique("Release day");
    const sendAt = inAnHour();
    const reply = await admin.client.post<{ message: string; campaign: { id: string; sendAt: string } }>(
      "/mnb/api/send-promo",
      { subject, message: "Out now", interests: ["music"], subscriberIds: [stays.id, leaves.id, joins.id], sendAt },
    );
    expect(reply.status).toBe(202);
    expect(reply.body.message).toBe(PROMO_TEXT.scheduled);
    const { id } = reply.body.campaign;
    expect(utcToLagosLocal(new Date(reply.body.campaign.sendAt))).toBe(sendAt);
    const [logged] = await db.adminActivity.findMany({ where: { recordId: id } });
    expect(logged.summary).toContain(`Scheduled promo "${subject}"`);

    const listed =
      await admin.client.get<{ id: string; scheduled: boolean; interests: string[] }[]>("/mnb/api/campaigns");
    expect(listed.body.find((c) => c.id === id)).toMatchObject({ scheduled: true, interests: ["music"] });

    // Before its time the scheduled route records nothing.
    expect((await cron()).status).toBe(200);
    expect(await db.emailMessage.count({ where: { campaignId: id } })).toBe(0);

    // Meanwhile one unsubscribes and another starts hearing about music.
    await db.subscriber.update({ where: { id: leaves.id }, data: { status: "UNSUBSCRIBED" } });
    await db.subscriber.update({ where: { id: joins.id }, data: { interests: ["news", "music"] } });
    await makeDue(id);
    const run = await cron();
    expect(run.status).toBe(200);
    expect(run.body.queued).toBeGreaterThanOrEqual(1);
    const done = await campaignFinished(id);
    expect(done.recipients).toBe(2);
    expect(await recipientsOf(id)).toEqual([stays.email, joins.email].sort());
    expect(await db.emailMessage.count({ where: { campaignId: id, status: "OUTBOX" } })).toBe(2);

    // A later run sends nothing more.
    await cron();
    expect(await db.emailMessage.count({ where: { campaignId: id } })).toBe(2);
  });

  it("is recorded once when two scheduled runs race", async () => {
    const people = await Promise.all([subscriber(["style"]), subscriber(["style"]), subscriber(["style"])]);
    const campaign = await createCampaign(actor(), {
      subject: unique("Raced"),
      message: "Hi",
      interests: ["style"],
      subscriberIds: people.map((p) => p.id),
      sendAt: new Date(Date.now() + 60_000),
    });
    await makeDue(campaign.id);
    const runs = await Promise.all([queueDueCampaigns(), queueDueCampaigns(), queueDueCampaigns()]);
    expect(runs.flat().filter((id) => id === campaign.id)).toHaveLength(1);
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id } })).toBe(3);
    expect(await db.promoBatch.count({ where: { campaignId: campaign.id } })).toBe(1);
  });

  it("ends with no recipients when nobody matches any more at its time", async () => {
    const only = await subscriber(["news"]);
    const campaign = await createCampaign(actor(), {
      subject: unique("Nobody left"),
      message: "Hi",
      subscriberIds: [only.id],
      sendAt: new Date(Date.now() + 60_000),
    });
    await db.subscriber.update({ where: { id: only.id }, data: { status: "UNSUBSCRIBED" } });
    await makeDue(campaign.id);
    expect(await queueDueCampaigns()).toContain(campaign.id);
    const row = await db.promoCampaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row).toMatchObject({ recipients: 0 });
    expect(row.finishedAt).not.toBeNull();
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id } })).toBe(0);
  });
});

describe("DELETE /mnb/api/campaigns/{id}: cancelling a scheduled promo", () => {
  it("is for admins only, removes it with a log row, and then it is gone", async () => {
    const someone = await subscriber(["news"]);
    const campaign = await createCampaign(actor(), {
      subject: unique("Cancel me"),
      message: "Hi",
      subscriberIds: [someone.id],
      sendAt: new Date(Date.now() + 60 * 60_000),
    });
    const path = `/mnb/api/campaigns/${campaign.id}`;
    await refusedWithoutWrites(campaignCount, () => anon.delete(path), 401);
    await refusedWithoutWrites(campaignCount, () => user.client.delete(path), 403);
    const reply = await admin.client.delete(path);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(PROMO_TEXT.cancelled);
    expect(await db.promoCampaign.findUnique({ where: { id: campaign.id } })).toBeNull();
    const rows = await db.adminActivity.findMany({ where: { recordId: campaign.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => r.action)).toEqual(["SEND", "DELETE"]);
    expect(rows[1].summary).toContain("Cancelled scheduled promo");
    expect((await admin.client.delete(path)).status).toBe(404);
  });

  it("answers 409 once the promo has started, and changes nothing", async () => {
    const someone = await subscriber(["news"]);
    const campaign = await createCampaign(actor(), {
      subject: unique("Too late"),
      message: "Hi",
      subscriberIds: [someone.id],
    });
    const logRows = () => db.adminActivity.count({ where: { recordId: campaign.id } });
    const reply = await refusedWithoutWrites(
      logRows,
      () => admin.client.delete(`/mnb/api/campaigns/${campaign.id}`),
      409,
    );
    expect(reply.body.message).toBe(PROMO_TEXT.alreadyQueued);
    expect(await db.promoCampaign.findUnique({ where: { id: campaign.id } })).not.toBeNull();
  });

  it("either cancels or sends when the cancel races the scheduled run, never half of each", async () => {
    for (let round = 0; round < 4; round++) {
      const someone = await subscriber(["news"]);
      const campaign = await createCampaign(actor(), {
        subject: unique("Race"),
        message: "Hi",
        subscriberIds: [someone.id],
        sendAt: new Date(Date.now() + 60_000),
      });
      await makeDue(campaign.id);
      const [cancel, queued] = await Promise.allSettled([cancelCampaign(actor(), campaign.id), queueDueCampaigns()]);
      const row = await db.promoCampaign.findUnique({ where: { id: campaign.id } });
      const messages = await db.emailMessage.count({ where: { campaignId: campaign.id } });
      if (cancel.status === "fulfilled") {
        expect(row).toBeNull();
        expect(messages).toBe(0);
      } else {
        expect(cancel.reason.message).toBe(PROMO_TEXT.alreadyQueued);
        expect(queued.status === "fulfilled" && queued.value).toContain(campaign.id);
        expect(messages).toBe(1);
      }
    }
  });
});

describe("the subscriber list", () => {
  it("shows each subscriber's interests, never their tokens", async () => {
    const styleOnly = await subscriber(["style"]);
    // Newest first: dated ahead of every other test's rows, so it is on the first page.
    await db.subscriber.update({ where: { id: styleOnly.id }, data: { subscribedAt: new Date(Date.UTC(2099, 0, 1)) } });
    try {
      const reply = await admin.client.get<{ subscribers: { id: string; interests: string[] }[] }>(
        "/mnb/api/subscribers?page=1",
      );
      expect(reply.status).toBe(200);
      expect(reply.body.subscribers[0]).toMatchObject({ id: styleOnly.id, interests: ["style"] });
      expect(JSON.stringify(reply.body)).not.toContain(styleOnly.unsubscribeToken);
    } finally {
      // Dated 2099, it would come first in every later file's newest-first subscriber list.
      await db.subscriber.delete({ where: { id: styleOnly.id } });
    }
  });
});
