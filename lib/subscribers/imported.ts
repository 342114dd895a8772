// Subscribers brought over from the old site's list (importedAt set): that list never asked for a confirmation, so
// they arrive PENDING without a link and no promo reaches them (promos go to ACTIVE subscribers only). An admin asks
// them once, batch by batch — one message each with the confirmation link a new subscriber gets, so confirming makes
// them ACTIVE — and later removes the ones who never confirmed. See docs/features/subscribers.md.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db";
import type { EmailMessage, Prisma } from "@/lib/generated/prisma/client";
import { hashToken } from "@/lib/auth/sessions";
import { deliverEmail, RECONFIRM_SUBJECT, ReconfirmImportedEmail, renderEmail, storeEmail } from "@/lib/email";
import { suppressedAmong } from "@/lib/email";
import { adminWrite, recordActivity, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import { IMPORTED_TEXT, RECONFIRM_GRACE_DAYS } from "@/lib/subscribers/promo-copy";
import { CONFIRM_TTL_MS, confirmUrl, newToken, unsubscribeLinks } from "./subscribers";

/** Addresses asked per call: one call stays well inside a request's time, however long the old list was. */
export const RECONFIRM_BATCH = 100;
export const RECONFIRM_TEMPLATE = "reconfirm-imported";

const imported = { importedAt: { not: null } } satisfies Prisma.SubscriberWhereInput;
const toAsk = { ...imported, status: "PENDING", reconfirmSentAt: null } satisfies Prisma.SubscriberWhereInput;

export type ImportedProgress = {
  imported: number;
  asked: number;
  confirmed: number;
  /** Still PENDING, asked or not: what "Remove… (all)" would take. */
  unconfirmed: number;
  left: number;
};

/** The subscribers page's view of the old list: how many came over, were asked, confirmed, and are still to ask. */
export async function importedProgress(): Promise<ImportedProgress> {
  const [all, asked, confirmed, unconfirmed, left] = await Promise.all([
    db.subscriber.count({ where: imported }),
    db.subscriber.count({ where: { ...imported, reconfirmSentAt: { not: null } } }),
    db.subscriber.count({ where: { ...imported, status: "ACTIVE" } }),
    db.subscriber.count({ where: { ...imported, status: "PENDING" } }),
    db.subscriber.count({ where: toAsk }),
  ]);
  return { imported: all, asked, confirmed, unconfirmed, left };
}

export type ReconfirmBatch = { asked: number; skipped: number; left: number };

/**
 * Asks the next RECONFIRM_BATCH imported subscribers (POST /mnb/api/subscribers/imported/reconfirm; the page's button
 * asks one batch a press). Each one's new confirmation token, its reconfirmSentAt and its message go into the outbox in
 * one transaction, each row claimed only while it is still unasked and pending: a second admin (or a double click)
 * asking at the same time skips the rows the first took, so nobody is asked twice, and nobody is marked asked without
 * a message. The messages are handed to delivery after the commit (one the request did not reach is sent by the
 * hourly stranded-email job, lib/payments/reconcile.ts). An address on the never-email list is not asked: it is marked
 * unsubscribed, which is what its owner said, so it leaves the list of those to ask. With nobody left to ask it is a
 * 409 and changes nothing.
 */
export async function askImportedToConfirm(actor: Actor): Promise<ReconfirmBatch> {
  const batch = await db.subscriber.findMany({
    where: toAsk,
    select: { id: true, email: true, unsubscribeToken: true },
    orderBy: { id: "asc" },
    take: RECONFIRM_BATCH,
  });
  if (batch.length === 0) throw new AppError("conflict", IMPORTED_TEXT.nothingToAsk);
  const suppressed = await suppressedAmong(batch.map((s) => s.email));
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + CONFIRM_TTL_MS);
  const messages = await Promise.all(
    batch
      .filter((s) => !suppressed.has(s.email))
      .map(async (s) => {
        const token = newToken();
        const links = unsubscribeLinks(s.unsubscribeToken);
        const message = await renderEmail({
          to: s.email,
          subject: RECONFIRM_SUBJECT,
          template: RECONFIRM_TEMPLATE,
          element: createElement(ReconfirmImportedEmail, {
            confirmUrl: confirmUrl(token),
            unsubscribeUrl: links.page,
            preferencesUrl: links.preferences,
          }),
          unsubscribeUrl: links.oneClick,
          secrets: { tokens: [token], expiresAt },
        });
        return { id: s.id, tokenHash: hashToken(token), message };
      }),
  );
  const stored = await db.$transaction(
    async (tx) => {
      const skipped = batch.filter((s) => suppressed.has(s.email)).map((s) => s.id);
      if (skipped.length > 0)
        await tx.subscriber.updateMany({
          where: { ...toAsk, id: { in: skipped } },
          data: { status: "UNSUBSCRIBED", unsubscribedAt: sentAt },
        });
      const rows: EmailMessage[] = [];
      for (const m of messages) {
        const { count } = await tx.subscriber.updateMany({
          where: { ...toAsk, id: m.id },
          data: { reconfirmSentAt: sentAt, confirmTokenHash: m.tokenHash },
        });
        if (count === 1) rows.push(await storeEmail(tx, m.message));
      }
      if (rows.length + skipped.length > 0)
        await recordActivity(tx, actor, {
          action: "SEND",
          type: "subscriber",
          summary:
            `Asked ${rows.length} imported ${rows.length === 1 ? "subscriber" : "subscribers"} to confirm` +
            (skipped.length ? ` (${skipped.length} on the never-email list)` : ""),
        });
      return { rows, skipped: skipped.length };
    },
    // A hundred claims and messages: more than the default five seconds on a busy machine.
    { timeout: 60_000, maxWait: 10_000 },
  );
  for (const row of stored.rows) await deliverEmail(row);
  return { asked: stored.rows.length, skipped: stored.skipped, left: await db.subscriber.count({ where: toAsk }) };
}

/**
 * Removes imported subscribers who never confirmed (POST /mnb/api/subscribers/imported/remove): by default those asked
 * more than RECONFIRM_GRACE_DAYS ago; with `all`, every imported one still pending, asked or not. One log row says how
 * many; the rows' messages stay in the outbox's history.
 */
export async function removeUnconfirmedImported(actor: Actor, { all }: { all: boolean }): Promise<{ deleted: number }> {
  const askedBefore = new Date(Date.now() - RECONFIRM_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const where: Prisma.SubscriberWhereInput = {
    ...imported,
    status: "PENDING",
    ...(all ? {} : { reconfirmSentAt: { lt: askedBefore } }),
  };
  return adminWrite(
    actor,
    async (tx) => ({ deleted: (await tx.subscriber.deleteMany({ where })).count }),
    ({ deleted }) => ({
      action: "DELETE",
      type: "subscriber",
      summary: all
        ? `Removed ${deleted} imported subscribers who never confirmed`
        : `Removed ${deleted} imported subscribers who did not confirm within ${RECONFIRM_GRACE_DAYS} days of being asked`,
    }),
  );
}
