// The outbox as admins see it.
import "server-only";
import { db } from "@/lib/db";
import { retryEmail } from "@/lib/email";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import { recordActivity, type Actor } from "@/lib/activity";
import { pageOf, pageWindow, type ListQuery } from "@/lib/db/paging";

export const EMAILS_PAGE_SIZE = 20;

export type EmailDto = {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: string;
  provider: string | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};

export const toEmailDto = (m: EmailMessage): EmailDto => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  template: m.template,
  status: m.status,
  provider: m.provider,
  error: m.error,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

export async function listEmails({ page, size = EMAILS_PAGE_SIZE }: ListQuery) {
  const [total, rows] = await Promise.all([
    db.emailMessage.count(),
    db.emailMessage.findMany({ orderBy: { createdAt: "desc" }, ...pageWindow(page, size) }),
  ]);
  return { emails: rows.map(toEmailDto), ...pageOf(total, page, size) };
}

/**
 * One message as the outbox shows it: the stored copy, in which single-use links read [redacted]. The working body
 * (`secretHtml`/`secretText`) is never selected here; it exists only for delivery (lib/email).
 */
export async function findEmail(id: string) {
  const row = await db.emailMessage.findUnique({ where: { id } });
  return row ? { ...toEmailDto(row), text: row.text, html: row.html } : null;
}

/**
 * An admin's retry. Delivery talks to the provider, so it cannot share a transaction with the log: the log row is
 * written once the attempt is recorded, and says how it went. A refused retry (already sent, links expired) logs
 * nothing, since nothing changed.
 */
export async function retryEmailAs(actor: Actor, id: string): Promise<EmailDto> {
  const message = await retryEmail(id);
  await recordActivity(db, actor, {
    action: "SEND",
    type: "email",
    recordId: id,
    summary: `${message.subject} (${message.status.toLowerCase()})`,
  });
  return toEmailDto(message);
}
