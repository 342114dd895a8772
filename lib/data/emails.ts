// The outbox as admins see it.
import "server-only";
import { db } from "@/lib/db";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import { pageOf } from "./paging";

export const EMAILS_PAGE_SIZE = 20;

export type EmailDto = {
  id: string; to: string; subject: string; template: string; status: string; provider: string | null;
  error: string | null; attempts: number; createdAt: string; sentAt: string | null;
};

export const toEmailDto = (m: EmailMessage): EmailDto => ({
  id: m.id, to: m.to, subject: m.subject, template: m.template, status: m.status, provider: m.provider,
  error: m.error, attempts: m.attempts, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null,
});

export async function listEmails(page: number) {
  const [total, rows] = await Promise.all([
    db.emailMessage.count(),
    db.emailMessage.findMany({ orderBy: { createdAt: "desc" }, skip: (page - 1) * EMAILS_PAGE_SIZE, take: EMAILS_PAGE_SIZE }),
  ]);
  return { emails: rows.map(toEmailDto), ...pageOf(total, page, EMAILS_PAGE_SIZE) };
}

/**
 * One message as the outbox shows it: the stored copy, in which single-use links read [redacted]. The working body
 * (`secretHtml`/`secretText`) is never selected here; it exists only for delivery (lib/email).
 */
export async function findEmail(id: string) {
  const row = await db.emailMessage.findUnique({ where: { id } });
  return row ? { ...toEmailDto(row), text: row.text, html: row.html } : null;
}
