// The one way the product sends email. Every message is recorded first; delivery goes through Resend when configured,
// otherwise the message waits in the outbox (viewable by admins). A provider failure marks the record failed — it never
// undoes or fails the user's action — and an admin can retry it.
import "server-only";
import type { ReactElement } from "react";
import { render } from "@react-email/components";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import { currentTransport } from "./transport";

export type SendEmailInput = {
  to: string;
  subject: string;
  /** A short name for the kind of message (e.g. "password-reset"), shown in the outbox. */
  template: string;
  element: ReactElement;
  /** Bulk and marketing mail: adds one-click unsubscribe headers (RFC 8058). */
  unsubscribeUrl?: string;
};

export const DEFAULT_FROM = "My Nation Blog <hello@mynationblog.com>";

export async function sendEmail(input: SendEmailInput): Promise<EmailMessage> {
  const [html, text] = await Promise.all([render(input.element), render(input.element, { plainText: true })]);
  const headers = input.unsubscribeUrl
    ? { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : undefined;
  const record = await db.emailMessage.create({
    data: { to: input.to, subject: input.subject, template: input.template, html, text, headers },
  });
  return deliver(record);
}

async function deliver(record: EmailMessage): Promise<EmailMessage> {
  const transport = currentTransport();
  if (!transport) {
    if (!env.isProduction) logToConsole(record);
    return db.emailMessage.update({ where: { id: record.id }, data: { status: "OUTBOX", provider: null } });
  }
  const result = await transport.send({
    from: env.EMAIL_FROM ?? DEFAULT_FROM,
    to: record.to,
    subject: record.subject,
    html: record.html,
    text: record.text,
    headers: (record.headers as Record<string, string> | null) ?? undefined,
  });
  return db.emailMessage.update({
    where: { id: record.id },
    data: result.error
      ? { status: "FAILED", provider: transport.name, error: result.error.slice(0, 1000), attempts: { increment: 1 } }
      : { status: "SENT", provider: transport.name, providerId: result.id ?? null, error: null, sentAt: new Date(), attempts: { increment: 1 } },
  });
}

/** Sends a failed (or outbox) message again through the current transport. */
export async function retryEmail(id: string): Promise<EmailMessage> {
  const record = await db.emailMessage.findUnique({ where: { id } });
  if (!record) throw new AppError("not_found", "Email not found.");
  if (record.status === "SENT") throw new AppError("conflict", "This email was already sent.");
  return deliver(record);
}

function logToConsole(record: EmailMessage) {
  const links = record.text.match(/https?:\/\/\S+/g) ?? [];
  console.info(`[outbox] to ${record.to}: ${record.subject}${links.length ? `\n  ${links.join("\n  ")}` : ""}`);
}
