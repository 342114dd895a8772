// The one way the product sends email. Every message is recorded first; delivery goes through Resend when configured,
// otherwise the message waits in the outbox (viewable by admins). A provider failure marks the record failed — it never
// undoes or fails the user's action — and an admin can retry it.
//
// Single-use links (password reset, email confirmation…) must not outlive their purpose in the table. The design:
// the outbox columns `html`/`text` always hold a copy with those tokens redacted; the working body is kept in
// `secretHtml`/`secretText` only while the message is unsent AND its links still work, so delivery and retry need no
// knowledge of the templates. Sending wipes it; so does expiry (a retry after that is refused with a clear message,
// since the recipient can simply ask for a new link; `purgeExpiredEmailSecrets` clears the rest).
//
// A message a stranger can make us send (any form open to anyone, or any typed address) is `unsolicited`: its subject
// is the site's own words (user text goes in the body, quoted as theirs), each mailbox gets at most UNSOLICITED_PER_DAY
// of them across the whole site, and it carries the "this wasn't me — never email me again" link. No sender here mails
// an address on that list (./suppression.ts).
import "server-only";
import type { ReactElement } from "react";
import { render } from "@react-email/components";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import type { EmailMessage, Prisma } from "@/lib/generated/prisma/client";
import { hit } from "@/lib/abuse/rate-limit";
import { redact } from "./redact";
import { isSuppressed, mailboxKey, notMeUrl, SUPPRESSED } from "./suppression";
import { currentTransport } from "./transport";

export type SendEmailInput = {
  to: string;
  subject: string;
  /** A short name for the kind of message (e.g. "password-reset"), shown in the outbox. */
  template: string;
  element: ReactElement;
  /** Bulk and marketing mail: adds one-click unsubscribe headers (RFC 8058). */
  unsubscribeUrl?: string;
  /** Single-use tokens inside the message and when they stop working: the stored copy shows them as [redacted]. */
  secrets?: { tokens: string[]; expiresAt: Date };
  /** Anyone may have typed this address (see the top of this file): capped per mailbox, with the not-me link. */
  unsolicited?: boolean;
};

/** The most unsolicited messages one mailbox gets from the whole site in a day. */
export const UNSOLICITED_PER_DAY = 3;

export const LINKS_EXPIRED =
  "The link in this email has expired, so it cannot be sent again. The recipient can ask for a new one.";

/** How a message to an account greets its reader. */
export const greetingOf = (account: { firstName: string | null; username: string | null }) =>
  account.firstName ?? account.username ?? "there";

export const DEFAULT_FROM = "My Nation Blog <hello@mynationblog.com>";
export const senderAddress = () => env.EMAIL_FROM ?? DEFAULT_FROM;

/** One-click unsubscribe (RFC 8058): mail apps POST to `oneClickUrl` when the reader presses their Unsubscribe button. */
export const unsubscribeHeaders = (oneClickUrl: string) => ({
  "List-Unsubscribe": `<${oneClickUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export async function sendEmail(input: SendEmailInput): Promise<EmailMessage> {
  return deliver(await db.emailMessage.create({ data: await renderEmail(input) }));
}

/**
 * Sends an unsolicited message (see the top of this file), or nothing — no outbox row either — when the mailbox is on
 * the suppression list or has had its UNSOLICITED_PER_DAY. The caller answers the same either way: whoever typed the
 * address learns nothing about it.
 */
export async function sendUnsolicitedEmail(input: Omit<SendEmailInput, "unsolicited">): Promise<EmailMessage | null> {
  if (await isSuppressed(input.to)) return null;
  const { count } = await hit({ key: `email:unsolicited:${mailboxKey(input.to)}`, windowSeconds: 24 * 60 * 60 });
  if (count > UNSOLICITED_PER_DAY) return null;
  return sendEmail({ ...input, unsolicited: true });
}

/**
 * The message rendered into the row the outbox keeps, for a caller that must store it in the same transaction as the
 * write it reports (a payment's receipt and the mark that it was sent); it then hands the row to deliverEmail.
 */
export async function renderEmail(input: SendEmailInput): Promise<Prisma.EmailMessageCreateInput> {
  const rendered = await Promise.all([render(input.element), render(input.element, { plainText: true })]);
  const [html, text] = input.unsolicited ? withNotMeLink(rendered, notMeUrl(input.to)) : rendered;
  const headers = input.unsubscribeUrl ? unsubscribeHeaders(input.unsubscribeUrl) : undefined;
  const tokens = input.secrets?.tokens ?? [];
  const secret = input.secrets ? { secretHtml: html, secretText: text, secretExpiresAt: input.secrets.expiresAt } : {};
  return {
    to: input.to,
    subject: input.subject,
    template: input.template,
    html: redact(html, tokens),
    text: redact(text, tokens),
    headers,
    ...secret,
  };
}

/**
 * Adds the not-me paragraph above the layout's footer rule, whatever the template (the templates are server components
 * rendered outside React's request tree, so the sender adds it here rather than through the layout's props).
 */
function withNotMeLink([html, text]: string[], url: string): [string, string] {
  const note = "Someone typed your address into a form on our site. If it wasn't you:";
  const paragraph =
    `<p style="font-size:12px;color:#6b6b6b">${note} ` +
    `<a href="${url}">This wasn&#x27;t me — never email me again</a></p>`;
  const footer = html.lastIndexOf("<hr");
  return [
    footer < 0
      ? html.replace("</body>", `${paragraph}</body>`)
      : html.slice(0, footer) + paragraph + html.slice(footer),
    `${text}

${note} this wasn't me — never email me again: ${url}`,
  ];
}

/** Stores a rendered message (see renderEmail) inside the caller's transaction; hand the row to deliverEmail after it. */
export const storeEmail = (tx: Prisma.TransactionClient, message: Prisma.EmailMessageCreateInput) =>
  tx.emailMessage.create({ data: message });

/** Queues messages for a batch sender (promo campaigns), in the caller's transaction: they wait as QUEUED. */
export async function queueEmails(
  tx: Prisma.TransactionClient,
  messages: Prisma.EmailMessageCreateManyInput[],
): Promise<void> {
  await tx.emailMessage.createMany({ data: messages.map((m) => ({ ...m, status: "QUEUED" as const })) });
}

/**
 * What became of one queued message a batch sender handled: SENT or FAILED by the provider (`attempted`), FAILED
 * before any attempt (the recipient left), or OUTBOX (no provider configured).
 */
export type QueuedOutcome = {
  id: string;
  status: "SENT" | "FAILED" | "OUTBOX";
  attempted: boolean;
  providerId?: string | null;
  error?: string | null;
};

/**
 * Records a batch's outcomes in the caller's transaction. A message moves only out of QUEUED, except that a success
 * may overwrite a failure another sender recorded for the same request; nothing else is overwritten.
 */
export async function recordQueuedOutcomes(
  tx: Prisma.TransactionClient,
  outcomes: QueuedOutcome[],
  provider: string | null,
  now = new Date(),
): Promise<void> {
  for (const o of outcomes) {
    await tx.emailMessage.updateMany({
      where: { id: o.id, status: o.status === "SENT" ? { in: ["QUEUED", "FAILED"] } : "QUEUED" },
      data: {
        status: o.status,
        provider: o.attempted ? provider : null,
        providerId: o.providerId ?? null,
        error: o.error ?? null,
        ...(o.status === "SENT" ? { sentAt: now } : {}),
        ...(o.attempted ? { attempts: { increment: 1 } } : {}),
      },
    });
  }
}

/** Queues a campaign's failed messages again (its "Retry failed"), in the caller's transaction; returns how many. */
export async function requeueFailedEmails(tx: Prisma.TransactionClient, campaignId: string): Promise<number> {
  const { count } = await tx.emailMessage.updateMany({
    where: { campaignId, status: "FAILED", OR: [{ error: null }, { error: { not: SUPPRESSED } }] },
    data: { status: "QUEUED", error: null },
  });
  return count;
}

/** Sends a stored message (see renderEmail); like sendEmail, a provider failure only marks the row failed. */
export const deliverEmail = (record: EmailMessage) => deliver(record);

const WIPED = { secretHtml: null, secretText: null } as const;

/** The body to deliver: the working copy while its links live, the stored one for messages without secrets. */
async function workingBody(record: EmailMessage): Promise<{ html: string; text: string }> {
  if (!record.secretExpiresAt) return { html: record.html, text: record.text };
  if (record.secretHtml !== null && record.secretText !== null && record.secretExpiresAt > new Date()) {
    return { html: record.secretHtml, text: record.secretText };
  }
  await db.emailMessage.update({ where: { id: record.id }, data: WIPED });
  throw new AppError("conflict", LINKS_EXPIRED);
}

/**
 * Messages stored in a transaction whose server died before handing them to delivery (QUEUED, never attempted, in no
 * campaign, stored before `before`), delivered now by the reconciliation job. Each is claimed first by counting its
 * attempt, which also takes it out of what the next run reads, so two runs at once deliver it once (a run that dies
 * after its claim leaves the message QUEUED with one attempt: the outbox shows it and an admin can retry it).
 * Answers how many were handed over.
 */
export async function deliverStrandedEmails(before: Date, take = 200): Promise<number> {
  const stranded = await db.emailMessage.findMany({
    where: { status: "QUEUED", attempts: 0, campaignId: null, batchId: null, createdAt: { lte: before } },
    orderBy: { createdAt: "asc" },
    take,
  });
  let delivered = 0;
  for (const record of stranded) {
    const { count } = await db.emailMessage.updateMany({
      where: { id: record.id, status: "QUEUED", attempts: 0 },
      data: { attempts: 1 },
    });
    if (!count) continue;
    try {
      await deliver(record, { counted: true });
      delivered++;
    } catch (error) {
      // A message whose links expired meanwhile: retryEmail's refusal, recorded on the row for the outbox.
      const reason = error instanceof Error ? error.message : String(error);
      await db.emailMessage.update({
        where: { id: record.id },
        data: { status: "FAILED", error: reason.slice(0, 1000) },
      });
    }
  }
  return delivered;
}

/** `counted`: the caller has counted this attempt already (deliverStrandedEmails' claim). */
async function deliver(record: EmailMessage, { counted = false } = {}): Promise<EmailMessage> {
  const attempt = counted ? {} : { attempts: { increment: 1 } };
  if (await isSuppressed(record.to)) {
    return db.emailMessage.update({
      where: { id: record.id },
      data: { status: "FAILED", provider: null, error: SUPPRESSED, ...WIPED },
    });
  }
  const body = await workingBody(record);
  const transport = currentTransport();
  if (!transport) {
    if (!env.isProduction) logToConsole(record, body.text);
    return db.emailMessage.update({ where: { id: record.id }, data: { status: "OUTBOX", provider: null } });
  }
  const result = await transport.send({
    from: senderAddress(),
    to: record.to,
    subject: record.subject,
    ...body,
    headers: (record.headers as Record<string, string> | null) ?? undefined,
  });
  return db.emailMessage.update({
    where: { id: record.id },
    data: result.error
      ? { status: "FAILED", provider: transport.name, error: result.error.slice(0, 1000), ...attempt }
      : {
          status: "SENT",
          provider: transport.name,
          providerId: result.id ?? null,
          error: null,
          sentAt: new Date(),
          ...attempt,
          ...WIPED,
        },
  });
}

/** Drops the working bodies whose links have expired (run by the scheduled clean-up). Returns how many. */
export async function purgeExpiredEmailSecrets(): Promise<number> {
  const { count } = await db.emailMessage.updateMany({
    where: { secretExpiresAt: { lte: new Date() }, OR: [{ secretHtml: { not: null } }, { secretText: { not: null } }] },
    data: WIPED,
  });
  return count;
}

/** Sends a failed (or outbox) message again through the current transport. */
export async function retryEmail(id: string): Promise<EmailMessage> {
  const record = await db.emailMessage.findUnique({ where: { id } });
  if (!record) throw new AppError("not_found", "Email not found.");
  if (record.status === "SENT") throw new AppError("conflict", "This email was already sent.");
  return deliver(record);
}

// Development without an email provider: the console is where a developer finds the working link.
function logToConsole(record: EmailMessage, text: string) {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  console.info(`[outbox] to ${record.to}: ${record.subject}${links.length ? `\n  ${links.join("\n  ")}` : ""}`);
}

// What other features use of email's parts.
export * from "./sanitize";
export * from "./suppression";
export * from "./templates/booking-confirmation";
export * from "./templates/booking-delivered";
export * from "./templates/email-change-confirm";
export * from "./templates/email-change-notice";
export * from "./templates/password-reset";
export * from "./templates/payment-receipt";
export * from "./templates/payment-to-refund";
export * from "./templates/promo";
export * from "./templates/reconfirm-imported";
export * from "./templates/release-reminder";
export * from "./templates/subscribe-already";
export * from "./templates/subscribe-confirm";
export * from "./templates/verify-email";
export * from "./templates/welcome";
export * from "./transport";
