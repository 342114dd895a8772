// Promo campaigns end to end in the database, with a stand-in provider: one message per active recipient, each to one
// address with its own unsubscribe link and headers; sending in batches that survive a sender dying mid-way (resumed,
// still exactly one delivery each); failed messages retried; pending and unsubscribed people never mailed.
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createCampaign, retryFailedMessages, sendCampaign } from "@/lib/subscribers/campaigns";
import { unsubscribeLinks } from "@/lib/subscribers/subscribers";
import { setEmailTransport } from "@/lib/email/transport";
import { ProviderStandIn } from "@/testing/provider-stand-in";
import { createAccount, unique } from "@/testing/fixtures";
import type { SubscriberStatus } from "@/lib/generated/prisma/client";

const made: string[] = [];
afterEach(async () => {
  setEmailTransport(undefined);
  await db.subscriber.deleteMany({ where: { id: { in: made.splice(0) } } });
});
afterAll(() => db.$disconnect());

async function subscribers(count: number, status: SubscriberStatus = "ACTIVE") {
  const tag = unique("promo");
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${tag}-${i}@example.com`,
    status,
    unsubscribeToken: randomBytes(32).toString("base64url"),
  }));
  const created = await db.subscriber.createManyAndReturn({
    data: rows,
    select: { id: true, email: true, unsubscribeToken: true },
  });
  made.push(...created.map((s) => s.id));
  return created;
}

async function actor() {
  const { user } = await createAccount("ADMIN");
  return { id: user.id, name: "Promo Admin", email: user.email };
}

const promo = (subscriberIds?: string[]) => ({
  subject: unique("Weekend sale"),
  message: "Half price on every beat.\n\nThis weekend only.",
  subscriberIds,
});

/** Every message is to one of `people`, once, with that person's own link in the body and the one-click headers. */
function expectOnePersonalEmailEach(provider: ProviderStandIn, people: { email: string; unsubscribeToken: string }[]) {
  expect(provider.delivered).toHaveLength(people.length);
  expect(new Set(provider.delivered.map((e) => e.to)).size).toBe(people.length);
  const byEmail = new Map(people.map((p) => [p.email, p]));
  for (const email of provider.delivered) {
    const person = byEmail.get(email.to);
    expect(person, `unexpected recipient ${email.to}`).toBeDefined();
    const links = unsubscribeLinks(person!.unsubscribeToken);
    expect(email.html).toContain(`href="${links.page}"`);
    expect(email.text).toContain(links.page);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Nobody else's link is in it.
    expect(email.html.match(/\/unsubscribe\/[A-Za-z0-9_-]+/g)?.every((m) => m.endsWith(person!.unsubscribeToken))).toBe(
      true,
    );
  }
}

describe("a campaign to 1,000 subscribers", () => {
  it(
    "records 1,000 messages and delivers each once, to one address, with its own unsubscribe link and headers",
    { timeout: 180_000 },
    async () => {
      const people = await subscribers(1000);
      const provider = new ProviderStandIn();
      setEmailTransport(provider);
      const campaign = await createCampaign(await actor(), promo(people.map((p) => p.id)));
      expect(campaign.recipients).toBe(1000);
      expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "QUEUED" } })).toBe(1000);
      expect(await db.promoBatch.count({ where: { campaignId: campaign.id } })).toBe(10);

      expect(await sendCampaign(campaign.id)).toBe(10);
      expectOnePersonalEmailEach(provider, people);
      expect(provider.requests).toHaveLength(10);
      expect(
        await db.emailMessage.count({ where: { campaignId: campaign.id, status: "SENT", providerId: { not: null } } }),
      ).toBe(1000);
      expect((await db.promoCampaign.findUniqueOrThrow({ where: { id: campaign.id } })).finishedAt).not.toBeNull();
    },
  );

  it(
    "survives its sender dying after the provider took a batch it never recorded: resumed, still 1,000, none twice",
    { timeout: 180_000 },
    async () => {
      const people = await subscribers(1000);
      const provider = new ProviderStandIn();
      setEmailTransport(provider);
      const campaign = await createCampaign(await actor(), promo(people.map((p) => p.id)));

      const died = provider.dieAfter(3);
      void sendCampaign(campaign.id); // never returns: its fourth batch request is never answered
      await died;
      expect(provider.delivered).toHaveLength(400);
      expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "SENT" } })).toBe(300);
      // A second sender meanwhile finds the dead one's batch still leased and takes the next ones instead.
      const held = await db.promoBatch.findFirstOrThrow({
        where: { campaignId: campaign.id, doneAt: null, leaseUntil: { gt: new Date() } },
      });
      expect(held.number).toBe(3);

      // The lease runs out (as if five minutes passed); the resumed sender asks for that batch again under the same key.
      await db.promoBatch.updateMany({
        where: { campaignId: campaign.id, leaseUntil: { not: null } },
        data: { leaseUntil: new Date(Date.now() - 1000) },
      });
      provider.revive();
      expect(await sendCampaign(campaign.id)).toBe(7);

      expectOnePersonalEmailEach(provider, people);
      expect(provider.requests).toHaveLength(11); // ten batches, one of them asked for twice
      expect(new Set(provider.requests).size).toBe(10);
      expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "SENT" } })).toBe(1000);
      expect(await db.promoBatch.count({ where: { campaignId: campaign.id, doneAt: null } })).toBe(0);
    },
  );

  it("never lets two senders send the same batch", { timeout: 120_000 }, async () => {
    const people = await subscribers(450);
    const provider = new ProviderStandIn();
    setEmailTransport(provider);
    const campaign = await createCampaign(await actor(), promo(people.map((p) => p.id)));
    const counts = await Promise.all([sendCampaign(campaign.id), sendCampaign(campaign.id), sendCampaign(campaign.id)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(new Set(provider.requests).size).toBe(provider.requests.length);
    expectOnePersonalEmailEach(provider, people);
  });
});

describe("who gets a promo", () => {
  it("mails only active subscribers: pending and unsubscribed ones are left out, chosen or not", async () => {
    const [active, pending, unsubscribed] = [
      await subscribers(3),
      await subscribers(2, "PENDING"),
      await subscribers(2, "UNSUBSCRIBED"),
    ];
    const provider = new ProviderStandIn();
    setEmailTransport(provider);
    const chosen = await createCampaign(
      await actor(),
      promo([...active, ...pending, ...unsubscribed].map((s) => s.id)),
    );
    expect(chosen.recipients).toBe(3);
    await sendCampaign(chosen.id);
    expectOnePersonalEmailEach(provider, active);
  });

  it("with no ids, goes to every active subscriber and no one else", async () => {
    const [active, pending] = [await subscribers(2), await subscribers(2, "PENDING")];
    const campaign = await createCampaign(await actor(), promo());
    const to = new Set(
      (await db.emailMessage.findMany({ where: { campaignId: campaign.id }, select: { to: true } })).map((m) => m.to),
    );
    expect(to.size).toBe(await db.subscriber.count({ where: { status: "ACTIVE" } }));
    for (const s of active) expect(to.has(s.email)).toBe(true);
    for (const s of pending) expect(to.has(s.email)).toBe(false);
    await db.emailMessage.deleteMany({ where: { campaignId: campaign.id } });
  });

  it("skips someone who unsubscribed after the campaign was recorded", async () => {
    const people = await subscribers(3);
    const provider = new ProviderStandIn();
    setEmailTransport(provider);
    const campaign = await createCampaign(await actor(), promo(people.map((p) => p.id)));
    await db.subscriber.update({ where: { id: people[0].id }, data: { status: "UNSUBSCRIBED" } });
    await sendCampaign(campaign.id);
    expectOnePersonalEmailEach(provider, people.slice(1));
    expect(
      (await db.emailMessage.findFirstOrThrow({ where: { campaignId: campaign.id, to: people[0].email } })).status,
    ).toBe("FAILED");
  });

  it("refuses a campaign with no active recipient and records nothing", async () => {
    const pending = await subscribers(2, "PENDING");
    const before = await db.promoCampaign.count();
    await expect(createCampaign(await actor(), promo(pending.map((s) => s.id)))).rejects.toMatchObject({ status: 422 });
    expect(await db.promoCampaign.count()).toBe(before);
  });
});

describe("failures", () => {
  it("records a provider failure per message, then 'Retry failed' sends them under a new key, once each", async () => {
    const people = await subscribers(120);
    const provider = new ProviderStandIn();
    provider.failing = true;
    setEmailTransport(provider);
    const admin = await actor();
    const campaign = await createCampaign(admin, promo(people.map((p) => p.id)));
    await sendCampaign(campaign.id);
    expect(
      await db.emailMessage.count({
        where: { campaignId: campaign.id, status: "FAILED", error: { contains: "provider_down" } },
      }),
    ).toBe(120);
    expect(provider.delivered).toHaveLength(0);

    provider.failing = false;
    expect(await retryFailedMessages(admin, campaign.id)).toEqual({ id: campaign.id, retried: 120 });
    await sendCampaign(campaign.id);
    expectOnePersonalEmailEach(provider, people);
    expect(new Set(provider.requests).size).toBe(4); // two failed requests, then two new ones under the next round's keys
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "SENT" } })).toBe(120);
    expect(
      await db.adminActivity.count({
        where: { recordId: campaign.id, recordType: "campaign", action: "SEND", actorId: admin.id },
      }),
    ).toBe(2);
    await expect(retryFailedMessages(admin, campaign.id)).rejects.toMatchObject({ status: 409 });
    expect(await db.adminActivity.count({ where: { recordId: campaign.id } })).toBe(2);
  });

  it("keeps messages in the outbox when no provider is configured", async () => {
    const people = await subscribers(2);
    setEmailTransport(null);
    const campaign = await createCampaign(await actor(), promo(people.map((p) => p.id)));
    await sendCampaign(campaign.id);
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id, status: "OUTBOX" } })).toBe(2);
  });
});
