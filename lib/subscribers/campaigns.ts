// Promo email campaigns (View Our Subscribers). POST /send-promo records the campaign, one message per recipient and
// the admin's log row in one transaction and answers at once; sending happens afterwards, batch by batch:
//
// - Recipients are the ACTIVE subscribers (all of them, or those of the chosen ids that are active) with one of the
//   campaign's interests (all three means everyone), each message to exactly one address, with that subscriber's own
//   unsubscribe link in the body and RFC 8058 headers. The template is rendered once per campaign; each message gets a
//   copy with its own link put in.
// - The messages are split into fixed batches of up to 100 when the campaign is recorded. A sender claims a whole
//   batch (FOR UPDATE SKIP LOCKED, then a lease), so two senders never send the same batch; a sender that dies leaves
//   a lease that runs out, and the scheduled route (GET /mnb/api/cron/campaigns) sends the batch again.
// - A batch is sent with an idempotency key made from its messages' ids and its retry round. Resend keeps the key for
//   24 hours and answers a repeated request with the first one's result without sending again, so a batch the
//   provider accepted but whose sender died before recording it is not delivered twice when it is resumed.
// - A campaign scheduled for later has no messages until the scheduled route records them at its time
//   (`queueDueCampaigns`, once however many routes run), so who gets it is decided then; until then it can be cancelled.
// - Without a provider (no RESEND_API_KEY) the messages go to the outbox, as every other email does.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { createElement } from "react";
import { render } from "@react-email/components";
import { db } from "@/lib/db";
import type { EmailStatus, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/core/errors";
import {
  queueEmails,
  recordQueuedOutcomes,
  requeueFailedEmails,
  senderAddress,
  unsubscribeHeaders,
  type QueuedOutcome,
} from "@/lib/email";
import { sanitizeEmailHtml } from "@/lib/email";
import { PromoEmail } from "@/lib/email";
import {
  BATCH_LIMIT,
  currentTransport,
  type DeliveryResult,
  type EmailTransport,
  type OutgoingEmail,
} from "@/lib/email";
import { SUPPRESSED, suppressedAmong } from "@/lib/email";
import { type PromoFields } from "@/lib/subscribers/promo-schema";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { INTERESTS, type Interest } from "@/lib/subscribers/interests";
import { formatDateTime } from "@/lib/core/format";
import { env } from "@/lib/config/env";
import { MESSAGE_SLOT, promoLinkPath, trackLinks } from "@/lib/subscribers/promo-link-rules";
import { adminWrite, recordActivity, type Actor } from "@/lib/activity";
import { campaignClicks, type CampaignClicks } from "./promo-links";
import { promoCredit, type Credit } from "@/lib/analytics";
import { unsubscribeLinks } from "./subscribers";

export const PROMO_TEMPLATE = "promo";
export const RELEASE_TEMPLATE = "release-day";
/** How long a claimed batch is its sender's; after that a resumer may take it over. */
export const BATCH_LEASE_MS = 5 * 60_000;
export const NOT_ACTIVE = "Not sent: the subscriber is no longer active.";
const CAMPAIGNS_SHOWN = 10;
// Stands for a recipient's unsubscribe token in the once-rendered template (tokens are base64url, never this).
const TOKEN_SLOT = "MNB_UNSUBSCRIBE_TOKEN_SLOT";

const actorLabel = (actor: Actor) => actor.name?.trim() || actor.email;

export type RenderedPromo = { html: string; text: string; links: { id: string; position: number; url: string }[] };

/** The template once per campaign, its links pointing at our redirect with a placeholder for each message's id. */
async function renderPromo(subject: string, message: string, html: string | null): Promise<RenderedPromo> {
  const ids: string[] = [];
  const tracked = html
    ? trackLinks(html, (position) => {
        ids[position] ??= randomUUID();
        return `${env.siteUrl}${promoLinkPath(ids[position], MESSAGE_SLOT)}`;
      })
    : { html: null, urls: [] };
  const element = createElement(PromoEmail, {
    subject,
    message,
    html: tracked.html,
    unsubscribeUrl: unsubscribeLinks(TOKEN_SLOT).page,
    preferencesUrl: unsubscribeLinks(TOKEN_SLOT).preferences,
  });
  const [body, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html: body, text, links: tracked.urls.map((url, position) => ({ id: ids[position], position, url })) };
}

export type CampaignCreated = { id: string; recipients: number; sendAt: string | null };
/** What the form and the old client send; tests and scripts may leave out the interests (everyone) and the time. */
export type CampaignFields = Pick<PromoFields, "subject" | "message" | "html" | "subscriberIds"> &
  Partial<Pick<PromoFields, "interests" | "sendAt">>;
type Audience = { interests: readonly string[]; subscriberIds: readonly string[] };

/** Active subscribers, of the chosen ones when there are any, with one of the campaign's interests unless it has all. */
function audienceWhere({ interests, subscriberIds }: Audience): Prisma.SubscriberWhereInput {
  return {
    status: "ACTIVE",
    ...(subscriberIds.length > 0 ? { id: { in: [...subscriberIds] } } : {}),
    ...(INTERESTS.every((i) => interests.includes(i)) ? {} : { interests: { hasSome: [...interests] } }),
  };
}

const people = (n: number) => (n === 1 ? "1 subscriber" : `${n} subscribers`);

/** One message per recipient in fixed batches, in the caller's transaction; returns how many recipients there were. */
async function queueMessages(
  tx: Prisma.TransactionClient,
  campaign: Audience & { id: string; subject: string },
  body: RenderedPromo,
): Promise<number> {
  const recipients = await tx.subscriber.findMany({
    where: audienceWhere(campaign),
    select: { email: true, unsubscribeToken: true },
    orderBy: { id: "asc" },
  });
  await recordMessages(tx, campaign, recipients, body);
  return recipients.length;
}

/**
 * The campaign's messages, in the caller's transaction: its links, fixed batches of up to 100, and one message per
 * recipient. A subscriber's message gets their own unsubscribe and preferences links and one-click headers; a
 * release-day fan's (no token) is the same for everyone.
 */
export async function recordMessages(
  tx: Prisma.TransactionClient,
  campaign: { id: string; subject: string },
  recipients: { email: string; unsubscribeToken?: string }[],
  body: RenderedPromo,
): Promise<void> {
  if (recipients.length === 0) return;
  const batches = await tx.promoBatch.createManyAndReturn({
    data: Array.from({ length: Math.ceil(recipients.length / BATCH_LIMIT) }, (_, number) => ({
      campaignId: campaign.id,
      number,
    })),
    select: { id: true, number: true },
  });
  const batchIds = new Map(batches.map((b) => [b.number, b.id]));
  if (body.links.length > 0)
    await tx.promoLink.createMany({ data: body.links.map((l) => ({ ...l, campaignId: campaign.id })) });
  // Each message's id is chosen here so its tracked links can carry it.
  const personal = (template: string, token: string, messageId: string) =>
    template.replaceAll(TOKEN_SLOT, token).replaceAll(MESSAGE_SLOT, messageId);
  await queueEmails(
    tx,
    recipients.map((r, i) => {
      const id = randomUUID();
      const token = r.unsubscribeToken;
      return {
        id,
        to: r.email,
        subject: campaign.subject,
        template: token ? PROMO_TEMPLATE : RELEASE_TEMPLATE,
        html: personal(body.html, token ?? "", id),
        text: personal(body.text, token ?? "", id),
        ...(token ? { headers: unsubscribeHeaders(unsubscribeLinks(token).oneClick) } : {}),
        campaignId: campaign.id,
        batchId: batchIds.get(Math.floor(i / BATCH_LIMIT))!,
      };
    }),
  );
  await tx.promoCampaign.update({ where: { id: campaign.id }, data: { recipients: recipients.length } });
}

// A thousand messages of a few kilobytes each: more than the default five seconds on a busy machine.
const QUEUE_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

/**
 * Records the campaign with the admin's log row. Sent at once: its messages (QUEUED) are recorded in the same
 * transaction, and nothing is sent yet. Scheduled: only the campaign is recorded; `queueDueCampaigns` records its
 * messages when the time comes, for whoever matches then. Either way, nobody matching now is 422 and records nothing.
 */
export async function createCampaign(actor: Actor, fields: CampaignFields): Promise<CampaignCreated> {
  const html = sanitizeEmailHtml(fields.html);
  const audience = { interests: fields.interests ?? [...INTERESTS], subscriberIds: [...new Set(fields.subscriberIds)] };
  const sendAt = fields.sendAt ?? null;
  const body = sendAt ? null : await renderPromo(fields.subject, fields.message, html);
  return db.$transaction(async (tx) => {
    const campaign = await tx.promoCampaign.create({
      data: {
        subject: fields.subject,
        message: fields.message,
        html,
        createdById: actor.id,
        createdByLabel: actorLabel(actor),
        recipients: 0,
        ...audience,
        sendAt,
        queuedAt: sendAt ? null : new Date(),
      },
      select: { id: true },
    });
    const recipients = body
      ? await queueMessages(tx, { id: campaign.id, subject: fields.subject, ...audience }, body)
      : await tx.subscriber.count({ where: audienceWhere(audience) });
    if (recipients === 0) throw new AppError("unprocessable_entity", PROMO_TEXT.noRecipients);
    if (sendAt) await tx.promoCampaign.update({ where: { id: campaign.id }, data: { recipients } });
    await recordActivity(tx, actor, {
      action: "SEND",
      type: "campaign",
      recordId: campaign.id,
      summary: sendAt
        ? `Scheduled promo "${fields.subject}" for ${formatDateTime(sendAt)} (${people(recipients)} now)`
        : `Promo "${fields.subject}" to ${people(recipients)}`,
    });
    return { id: campaign.id, recipients, sendAt: sendAt?.toISOString() ?? null };
  }, QUEUE_TRANSACTION);
}

/**
 * The scheduled job: records the messages of every campaign whose time has come, each once. The conditional update
 * takes the campaign's row lock, so a second job running at the same moment, or a cancel, finds it already taken and
 * does nothing; a crash before the commit leaves it scheduled for the next run. Returns the campaigns it queued.
 */
export async function queueDueCampaigns(now = new Date()): Promise<string[]> {
  const due = await db.promoCampaign.findMany({
    where: { queuedAt: null, sendAt: { lte: now } },
    orderBy: [{ sendAt: "asc" }, { id: "asc" }],
    take: 20,
  });
  const queued: string[] = [];
  for (const campaign of due) {
    const body = await renderPromo(campaign.subject, campaign.message, campaign.html);
    const taken = await db.$transaction(async (tx) => {
      const { count } = await tx.promoCampaign.updateMany({
        where: { id: campaign.id, queuedAt: null },
        data: { queuedAt: new Date() },
      });
      if (count === 0) return false;
      // Nobody matches any more (all unsubscribed or moved away): the campaign ends with no recipients.
      if ((await queueMessages(tx, campaign, body)) === 0) {
        await tx.promoCampaign.update({ where: { id: campaign.id }, data: { recipients: 0, finishedAt: new Date() } });
      }
      return true;
    }, QUEUE_TRANSACTION);
    if (taken) queued.push(campaign.id);
  }
  return queued;
}

/** DELETE /mnb/api/campaigns/{id}: a scheduled campaign that has not started is removed, with the admin's log row. */
export async function cancelCampaign(actor: Actor, id: string): Promise<void> {
  const campaign = await db.promoCampaign.findUnique({ where: { id }, select: { subject: true } });
  if (!campaign) throw new AppError("not_found", PROMO_TEXT.campaignNotFound);
  await adminWrite(
    actor,
    async (tx) => {
      const { count } = await tx.promoCampaign.deleteMany({ where: { id, queuedAt: null } });
      if (count === 0) throw new AppError("conflict", PROMO_TEXT.alreadyQueued);
    },
    { action: "DELETE", type: "campaign", recordId: id, summary: `Cancelled scheduled promo "${campaign.subject}"` },
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
  // Someone who unsubscribed (or was deleted) after the campaign was recorded is not mailed. A release-day mailing's
  // fans are not subscribers: each asked for this one email.
  const { smartLinkId } = await db.promoCampaign.findUniqueOrThrow({
    where: { id: batch.campaignId },
    select: { smartLinkId: true },
  });
  const active = smartLinkId
    ? new Set(messages.map((m) => m.to))
    : new Set(
        (
          await db.subscriber.findMany({
            where: { email: { in: messages.map((m) => m.to) }, status: "ACTIVE" },
            select: { email: true },
          })
        ).map((s) => s.email),
      );
  // Nor is an address whose owner asked never to be emailed again (lib/email/suppression.ts).
  const suppressed = await suppressedAmong(messages.map((m) => m.to));
  for (const to of suppressed) active.delete(to);
  const outcomes: QueuedOutcome[] = messages
    .filter((m) => !active.has(m.to))
    .map((m) => ({
      id: m.id,
      status: "FAILED",
      attempted: false,
      error: suppressed.has(m.to) ? SUPPRESSED : NOT_ACTIVE,
    }));
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
 * Sends the campaign's batches until none is left that this sender may take (others may be held by another sender),
 * or until `deadline` (ms since the epoch) has passed: the batches left stay open for the next run (a function has a
 * time limit; resuming is what the scheduled route and the due work do). Runs after the response (`after()`), from the
 * scheduled route, and in tests. Returns how many batches it sent.
 */
export async function sendCampaign(campaignId: string, deadline = Infinity): Promise<number> {
  let sent = 0;
  const next = () => (Date.now() < deadline ? claimBatch(campaignId) : null);
  for (let batch = await next(); batch; batch = await next()) {
    await sendBatch(batch, currentTransport());
    sent++;
  }
  await finishIfDone(campaignId);
  return sent;
}

/**
 * The scheduled route: campaigns whose time has come are recorded, then every campaign with a batch nobody holds (a
 * scheduled one just recorded, a sender that died or never started) is sent on.
 */
export async function resumeCampaigns(
  deadline = Infinity,
): Promise<{ queued: number; campaigns: number; batches: number }> {
  const queued = (await queueDueCampaigns()).length;
  const now = new Date();
  const open = await db.promoBatch.findMany({
    where: { doneAt: null, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
    distinct: ["campaignId"],
    select: { campaignId: true },
    take: 20,
  });
  let batches = 0;
  for (const { campaignId } of open) if (Date.now() < deadline) batches += await sendCampaign(campaignId, deadline);
  return { queued, campaigns: open.length, batches };
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
  /** Who it is for: the interests (all three: everyone) and how many people the admin chose (0: no such limit). */
  interests: Interest[];
  chosen: number;
  /** When it goes out (null: it went at once), and whether it is still waiting for that time (it can be cancelled). */
  sendAt: string | null;
  scheduled: boolean;
  /** Its tracked links: the people who clicked one (unique), all counted clicks, and each link's. */
  clicks: CampaignClicks;
  /** What readers who came from its links went on to do (by last touch): site visits, bookings, naira. */
  attributed: Credit;
  /** A smart link's release-day email to the fans who asked for it, not a promo. */
  release: boolean;
};

/** The latest campaigns with how far each has got, for the section (and GET /mnb/api/campaigns). */
export async function listCampaigns(take = CAMPAIGNS_SHOWN): Promise<CampaignDto[]> {
  const campaigns = await db.promoCampaign.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
  const ids = campaigns.map((c) => c.id);
  const [counts, clicks, credited] = await Promise.all([
    db.emailMessage.groupBy({
      by: ["campaignId", "status"],
      where: { campaignId: { in: ids } },
      _count: { _all: true },
    }),
    campaignClicks(ids),
    promoCredit(ids),
  ]);
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
    interests: c.interests as Interest[],
    chosen: c.subscriberIds.length,
    sendAt: c.sendAt?.toISOString() ?? null,
    scheduled: c.queuedAt === null,
    clicks: clicks.get(c.id)!,
    attributed: credited.get(c.id) ?? { visits: 0, bookings: 0, paidKobo: 0 },
    release: c.smartLinkId !== null,
  }));
}
