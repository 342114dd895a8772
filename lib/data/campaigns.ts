// Promo email campaigns (View Our Subscribers). POST /send-promo records the campaign, one message per recipient and
// the admin's log row in one transaction and answers at once; sending happens afterwards, batch by batch:
//
// - Recipients are the ACTIVE subscribers (all of them, or those of the chosen ids that are active), each message to
//   exactly one address, with that subscriber's own unsubscribe link in the body and RFC 8058 headers. The template is
//   rendered once per campaign; each message gets a copy with its own link put in.
// - The messages are split into fixed batches of up to 100 when the campaign is recorded. A sender claims a whole
//   batch (FOR UPDATE SKIP LOCKED, then a lease), so two senders never send the same batch; a sender that dies leaves
//   a lease that runs out, and the scheduled route (GET /mnb/api/cron/campaigns) sends the batch again.
// - A batch is sent with an idempotency key made from its messages' ids and its retry round. Resend keeps the key for
//   24 hours and answers a repeated request with the first one's result without sending again, so a batch the
//   provider accepted but whose sender died before recording it is not delivered twice when it is resumed.
// - Without a provider (no RESEND_API_KEY) the messages go to the outbox, as every other email does.
import "server-only";
import { createHash } from "node:crypto";
import { createElement } from "react";
import { render } from "@react-email/components";
import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import {
  queueEmails,
  recordQueuedOutcomes,
  requeueFailedEmails,
  senderAddress,
  unsubscribeHeaders,
  type QueuedOutcome,
} from "@/lib/email";
import { sanitizeEmailHtml } from "@/lib/email/sanitize";
import { PromoEmail } from "@/lib/email/templates/promo";
import {
  BATCH_LIMIT,
  currentTransport,
  type DeliveryResult,
  type EmailTransport,
  type OutgoingEmail,
} from "@/lib/email/transport";
import { PROMO_TEXT, type PromoFields } from "@/lib/validations/promo";
import { recordActivity, type Actor } from "./activity";
import { unsubscribeLinks } from "./subscribers";

export const PROMO_TEMPLATE = "promo";
/** How long a claimed batch is its sender's; after that a resumer may take it over. */
export const BATCH_LEASE_MS = 5 * 60_000;
export const NOT_ACTIVE = "Not sent: the subscriber is no longer active.";
const CAMPAIGNS_SHOWN = 10;
// Stands for a recipient's unsubscribe token in the once-rendered template (tokens are base64url, never this).
const TOKEN_SLOT = "MNB_UNSUBSCRIBE_TOKEN_SLOT";

const actorLabel = (actor: Actor) => actor.name?.trim() || actor.email;

async function renderPromo(subject: string, message: string, html: string | null) {
  const element = createElement(PromoEmail, {
    subject,
    message,
    html,
    unsubscribeUrl: unsubscribeLinks(TOKEN_SLOT).page,
    preferencesUrl: unsubscribeLinks(TOKEN_SLOT).preferences,
  });
  const [body, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html: body, text };
}

export type CampaignCreated = { id: string; recipients: number };

/** Records the campaign and its messages (QUEUED) with the admin's log row; nothing is sent yet. */
export async function createCampaign(actor: Actor, fields: PromoFields): Promise<CampaignCreated> {
  const html = sanitizeEmailHtml(fields.html);
  const chosen = fields.subscriberIds?.length ? { id: { in: [...new Set(fields.subscriberIds)] } } : {};
  const body = await renderPromo(fields.subject, fields.message, html);
  // A thousand messages of a few kilobytes each: more than the default five seconds on a busy machine.
  return db.$transaction(
    async (tx) => {
      const recipients = await tx.subscriber.findMany({
        where: { status: "ACTIVE", ...chosen },
        select: { email: true, unsubscribeToken: true },
        orderBy: { id: "asc" },
      });
      if (recipients.length === 0) throw new AppError("unprocessable_entity", PROMO_TEXT.noRecipients);
      const campaign = await tx.promoCampaign.create({
        data: {
          subject: fields.subject,
          message: fields.message,
          html,
          createdById: actor.id,
          createdByLabel: actorLabel(actor),
          recipients: recipients.length,
        },
        select: { id: true },
      });
      const batches = await tx.promoBatch.createManyAndReturn({
        data: Array.from({ length: Math.ceil(recipients.length / BATCH_LIMIT) }, (_, number) => ({
          campaignId: campaign.id,
          number,
        })),
        select: { id: true, number: true },
      });
      const batchIds = new Map(batches.map((b) => [b.number, b.id]));
      await queueEmails(
        tx,
        recipients.map((r, i) => {
          const links = unsubscribeLinks(r.unsubscribeToken);
          return {
            to: r.email,
            subject: fields.subject,
            template: PROMO_TEMPLATE,
            html: body.html.replaceAll(TOKEN_SLOT, r.unsubscribeToken),
            text: body.text.replaceAll(TOKEN_SLOT, r.unsubscribeToken),
            headers: unsubscribeHeaders(links.oneClick),
            campaignId: campaign.id,
            batchId: batchIds.get(Math.floor(i / BATCH_LIMIT))!,
          };
        }),
      );
      const people = recipients.length === 1 ? "1 subscriber" : `${recipients.length} subscribers`;
      await recordActivity(tx, actor, {
        action: "SEND",
        type: "campaign",
        recordId: campaign.id,
        summary: `Promo "${fields.subject}" to ${people}`,
      });
      return { id: campaign.id, recipients: recipients.length };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

type ClaimedBatch = { id: string; round: number; campaignId: string };

/** Takes the campaign's next unsent batch that no live sender holds, or null when there is none. */
async function claimBatch(campaignId: string): Promise<ClaimedBatch | null> {
  return db.$transaction(async (tx) => {
    // SKIP LOCKED: a concurrent claimer passes over the row this one is taking instead of waiting for it.
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "PromoBatch"
      WHERE "campaignId" = ${campaignId} AND "doneAt" IS NULL
        AND ("leaseUntil" IS NULL OR "leaseUntil" < (${new Date()}::timestamptz AT TIME ZONE 'UTC'))
      ORDER BY "number" LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (!row) return null;
    return tx.promoBatch.update({
      where: { id: row.id },
      data: { leaseUntil: new Date(Date.now() + BATCH_LEASE_MS) },
      select: { id: true, round: true, campaignId: true },
    });
  });
}

/** Same batch, same messages, same round → same key; a retry round is a new request to the provider. */
export const batchIdempotencyKey = (batch: { id: string; round: number }, messageIds: string[]) =>
  `promo/${batch.id}/${batch.round}/${createHash("sha256")
    .update([...messageIds].sort().join(","))
    .digest("hex")
    .slice(0, 32)}`;

async function deliverAll(
  transport: EmailTransport,
  emails: OutgoingEmail[],
  idempotencyKey: string,
): Promise<DeliveryResult[]> {
  if (transport.sendBatch) return transport.sendBatch(emails, { idempotencyKey });
  const results: DeliveryResult[] = [];
  for (const email of emails) results.push(await transport.send(email));
  return results;
}

/** Sends one claimed batch and records every message's outcome and the batch's end in one transaction. */
async function sendBatch(batch: ClaimedBatch, transport: EmailTransport | null): Promise<void> {
  const messages = await db.emailMessage.findMany({
    where: { batchId: batch.id, status: "QUEUED" },
    orderBy: { id: "asc" },
    select: { id: true, to: true, subject: true, html: true, text: true, headers: true },
  });
  // Someone who unsubscribed (or was deleted) after the campaign was recorded is not mailed.
  const active = new Set(
    (
      await db.subscriber.findMany({
        where: { email: { in: messages.map((m) => m.to) }, status: "ACTIVE" },
        select: { email: true },
      })
    ).map((s) => s.email),
  );
  const outcomes: QueuedOutcome[] = messages
    .filter((m) => !active.has(m.to))
    .map((m) => ({ id: m.id, status: "FAILED", attempted: false, error: NOT_ACTIVE }));
  const deliverable = messages.filter((m) => active.has(m.to));
  if (deliverable.length > 0 && !transport) {
    outcomes.push(...deliverable.map((m) => ({ id: m.id, status: "OUTBOX" as const, attempted: false })));
  } else if (deliverable.length > 0 && transport) {
    const from = senderAddress();
    const emails = deliverable.map((m) => ({
      from,
      to: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
      headers: (m.headers as Record<string, string> | null) ?? undefined,
    }));
    // The key covers the batch's queued messages as claimed, before the active check, so a resumed batch asks again
    // under the same key: the provider then refuses a changed payload rather than sending its messages twice.
    const results = await deliverAll(
      transport,
      emails,
      batchIdempotencyKey(
        batch,
        messages.map((m) => m.id),
      ),
    );
    deliverable.forEach((m, i) => {
      const result = results[i] ?? { error: "The provider returned no result for this message." };
      outcomes.push(
        result.error
          ? { id: m.id, status: "FAILED", attempted: true, error: result.error.slice(0, 1000) }
          : { id: m.id, status: "SENT", attempted: true, providerId: result.id ?? null },
      );
    });
  }
  await recordOutcomes(batch, outcomes, transport?.name ?? null);
}

async function recordOutcomes(batch: ClaimedBatch, outcomes: QueuedOutcome[], provider: string | null): Promise<void> {
  const now = new Date();
  await db.$transaction(async (tx) => {
    await recordQueuedOutcomes(tx, outcomes, provider, now);
    await tx.promoBatch.update({ where: { id: batch.id }, data: { doneAt: now, leaseUntil: null } });
  });
}

async function finishIfDone(campaignId: string): Promise<void> {
  if ((await db.promoBatch.count({ where: { campaignId, doneAt: null } })) > 0) return;
  await db.promoCampaign.updateMany({ where: { id: campaignId, finishedAt: null }, data: { finishedAt: new Date() } });
}

/**
 * Sends the campaign's batches until none is left that this sender may take (others may be held by another sender).
 * Runs after the response (`after()`), from the scheduled route, and in tests. Returns how many batches it sent.
 */
export async function sendCampaign(campaignId: string): Promise<number> {
  let sent = 0;
  for (let batch = await claimBatch(campaignId); batch; batch = await claimBatch(campaignId)) {
    await sendBatch(batch, currentTransport());
    sent++;
  }
  await finishIfDone(campaignId);
  return sent;
}

/** The scheduled route: campaigns with a batch nobody holds (a sender died, or never started) are sent on. */
export async function resumeCampaigns(): Promise<{ campaigns: number; batches: number }> {
  const now = new Date();
  const open = await db.promoBatch.findMany({
    where: { doneAt: null, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
    distinct: ["campaignId"],
    select: { campaignId: true },
    take: 20,
  });
  let batches = 0;
  for (const { campaignId } of open) batches += await sendCampaign(campaignId);
  return { campaigns: open.length, batches };
}

/** "Retry failed": the campaign's failed messages are queued again in their batches, under a new round's key. */
export async function retryFailedMessages(actor: Actor, campaignId: string): Promise<{ id: string; retried: number }> {
  return db.$transaction(async (tx) => {
    const campaign = await tx.promoCampaign.findUnique({
      where: { id: campaignId },
      select: { id: true, subject: true },
    });
    if (!campaign) throw new AppError("not_found", PROMO_TEXT.campaignNotFound);
    const failed = await tx.emailMessage.findMany({
      where: { campaignId, status: "FAILED" },
      select: { batchId: true },
      distinct: ["batchId"],
    });
    if (failed.length === 0) throw new AppError("conflict", PROMO_TEXT.nothingToRetry);
    const count = await requeueFailedEmails(tx, campaignId);
    const batchIds = failed.flatMap((m) => (m.batchId ? [m.batchId] : []));
    await tx.promoBatch.updateMany({
      where: { id: { in: batchIds } },
      data: { doneAt: null, leaseUntil: null, round: { increment: 1 } },
    });
    await tx.promoCampaign.update({ where: { id: campaignId }, data: { finishedAt: null } });
    const emails = count === 1 ? "1 failed email" : `${count} failed emails`;
    await recordActivity(tx, actor, {
      action: "SEND",
      type: "campaign",
      recordId: campaignId,
      summary: `Retried ${emails} of promo "${campaign.subject}"`,
    });
    return { id: campaignId, retried: count };
  });
}

export type CampaignDto = {
  id: string;
  subject: string;
  createdBy: string;
  createdAt: string;
  recipients: number;
  queued: number;
  sent: number;
  outbox: number;
  failed: number;
  finished: boolean;
};

/** The latest campaigns with how far each has got, for the section (and GET /mnb/api/campaigns). */
export async function listCampaigns(take = CAMPAIGNS_SHOWN): Promise<CampaignDto[]> {
  const campaigns = await db.promoCampaign.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
  const counts = await db.emailMessage.groupBy({
    by: ["campaignId", "status"],
    where: { campaignId: { in: campaigns.map((c) => c.id) } },
    _count: { _all: true },
  });
  const count = (id: string, status: EmailStatus) =>
    counts.find((c) => c.campaignId === id && c.status === status)?._count._all ?? 0;
  return campaigns.map((c) => ({
    id: c.id,
    subject: c.subject,
    createdBy: c.createdByLabel,
    createdAt: c.createdAt.toISOString(),
    recipients: c.recipients,
    queued: count(c.id, "QUEUED"),
    sent: count(c.id, "SENT"),
    outbox: count(c.id, "OUTBOX"),
    failed: count(c.id, "FAILED"),
    finished: c.finishedAt !== null,
  }));
}
