// "This wasn't me — never email me again" (docs/features/email.md). Anyone can type anyone's address into a form open
// to strangers, so every message such a form sends carries a link that puts the address on the suppression list, and
// every sender (lib/email: single messages, stored ones, retries and the campaign batches) sends nothing to an address
// on it. The link names the address and is signed with AUTH_SECRET, so nothing is stored until it is used and nobody
// can suppress an address they did not receive mail at. Addresses are compared by mailbox (mailboxKey).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { normaliseEmail } from "@/lib/core/email-identity";

/** What the outbox says of a message the site did not send because its recipient asked never to be emailed again. */
export const SUPPRESSED = "Not sent: the recipient asked never to be emailed by us again.";

/** One key per mailbox (lib/core/email-identity.ts, the same comparison bans use). */
export const mailboxKey = normaliseEmail;

const sign = (mailbox: string) =>
  createHmac("sha256", `not-me:${env.AUTH_SECRET ?? ""}`)
    .update(mailbox)
    .digest("base64url");

/** The page a recipient opens to say "this wasn't me" (it asks before doing anything: mail scanners open links). */
export function notMeUrl(email: string): string {
  const mailbox = mailboxKey(email);
  return `${env.siteUrl}/not-me/${Buffer.from(mailbox).toString("base64url")}.${sign(mailbox)}`;
}

/** The address a not-me link was made for; null when it is malformed or forged. */
export function readNotMeToken(token: string): string | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined || encoded.length > 400) return null;
  const mailbox = Buffer.from(encoded, "base64url").toString();
  // Compared as text: base64url decoding ignores the last character's spare bits, so two spellings would pass.
  const expected = Buffer.from(sign(mailbox));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return mailbox;
}

/** Puts the link's address on the list (again: no change). False for a malformed or forged link. */
export async function suppressByToken(token: string): Promise<boolean> {
  const mailbox = readNotMeToken(token);
  if (!mailbox) return false;
  await db.emailSuppression.upsert({ where: { email: mailbox }, create: { email: mailbox }, update: {} });
  return true;
}

/** The addresses of `emails` whose mailbox is on the list (one query). */
export async function suppressedAmong(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.emailSuppression.findMany({
    where: { email: { in: [...new Set(emails.map(mailboxKey))] } },
    select: { email: true },
  });
  const listed = new Set(rows.map((r) => r.email));
  return new Set(emails.filter((e) => listed.has(mailboxKey(e))));
}

export const isSuppressed = async (email: string) => (await suppressedAmong([email])).size > 0;

export type SuppressionDto = { email: string; createdAt: string };

/** The admin's list: the newest first. */
export async function listSuppressions(take = 50): Promise<{ total: number; addresses: SuppressionDto[] }> {
  const [total, rows] = await Promise.all([
    db.emailSuppression.count(),
    db.emailSuppression.findMany({ orderBy: { createdAt: "desc" }, take }),
  ]);
  return { total, addresses: rows.map((r) => ({ email: r.email, createdAt: r.createdAt.toISOString() })) };
}
