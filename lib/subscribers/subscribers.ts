// Newsletter subscribers with double opt-in: subscribing stores a PENDING row and emails a confirmation link (only its
// SHA-256 hash is kept); the link activates the row. Every email carries a one-click unsubscribe link (RFC 8058).
import "server-only";
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { hashToken } from "@/lib/auth/sessions";
import { sendUnsolicitedEmail } from "@/lib/email";
import { SubscribeAlreadyEmail } from "@/lib/email";
import { SubscribeConfirmEmail } from "@/lib/email";
import { Prisma, type SubscriberStatus } from "@/lib/generated/prisma/client";
import { consume } from "@/lib/abuse/rate-limit";
import { SUBSCRIBER_TEXT, TOKEN_PATTERN } from "@/lib/subscribers/schema";
import { type Interest, PREFERENCES_SAVED } from "@/lib/subscribers/interests";

export const UNSUBSCRIBE_INVALID = "This unsubscribe link is invalid.";
const TOO_MANY = "Too many subscription attempts. Please try again later.";

/** A confirmation link stays valid this long after the (latest) subscribe request. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const newToken = () => randomBytes(32).toString("base64url");

/** The page a confirmation email links to; its button confirms (confirmSubscription). */
export const confirmUrl = (token: string) => `${env.siteUrl}/subscribe/confirm/${token}`;

/**
 * The page a person opens from the email, and the address mail apps POST to for one-click unsubscribe: RFC 8058 sends
 * that POST to the List-Unsubscribe URL itself, which a page cannot answer, so the header names the API route.
 */
export const unsubscribeLinks = (token: string) => ({
  page: `${env.siteUrl}/unsubscribe/${token}`,
  oneClick: `${env.siteUrl}/mnb/api/unsubscribe/${token}`,
  /** What the subscriber hears about (the same token: it is the subscriber's key to their own subscription). */
  preferences: `${env.siteUrl}/newsletter/${token}`,
});

export async function subscribe(email: string, ip: string, interests: Interest[]): Promise<{ message: string }> {
  await consume(
    [
      { key: `subscribe:email:${email}`, limit: 5, windowSeconds: 3600 },
      { key: `subscribe:ip:${ip}`, limit: 30, windowSeconds: 3600, challenge: { limit: 600 } },
    ],
    TOO_MANY,
  );
  const token = newToken();
  const subscriber = await savePending(email, hashToken(token), interests);
  const links = unsubscribeLinks(subscriber.unsubscribeToken);
  // The same answer whether or not the address is subscribed already (the form must not tell anyone who is); its
  // owner is told by email instead. Anyone can type any address here: both emails are unsolicited (lib/email).
  if (subscriber.alreadyActive) {
    await sendUnsolicitedEmail({
      to: email,
      subject: "You are already subscribed to My Nation Blog",
      template: "subscribe-already",
      element: createElement(SubscribeAlreadyEmail, { unsubscribeUrl: links.page, preferencesUrl: links.preferences }),
      unsubscribeUrl: links.oneClick,
    });
    return { message: SUBSCRIBER_TEXT.subscribed };
  }
  await sendUnsolicitedEmail({
    to: email,
    subject: "Confirm your My Nation Blog subscription",
    template: "subscribe-confirm",
    secrets: { tokens: [token], expiresAt: new Date(Date.now() + CONFIRM_TTL_MS) },
    element: createElement(SubscribeConfirmEmail, {
      confirmUrl: confirmUrl(token),
      unsubscribeUrl: links.page,
      preferencesUrl: links.preferences,
    }),
    unsubscribeUrl: links.oneClick,
  });
  return { message: SUBSCRIBER_TEXT.subscribed };
}

/**
 * One row per email. A pending or unsubscribed row gets a fresh confirmation token (the old link stops working) and
 * keeps its unsubscribe token, so links in earlier emails still work; an active one is left as it is (alreadyActive): the
 * form is open to anyone, so it never changes a confirmed subscriber's interests (their preferences page does).
 */
async function savePending(
  email: string,
  confirmTokenHash: string,
  interests: Interest[],
): Promise<{ unsubscribeToken: string; alreadyActive?: boolean }> {
  const pending = {
    status: "PENDING" as const,
    confirmTokenHash,
    interests,
    subscribedAt: new Date(),
    confirmedAt: null,
    unsubscribedAt: null,
  };
  const existing = await db.subscriber.findUnique({
    where: { email },
    select: { status: true, unsubscribeToken: true },
  });
  if (existing?.status === "ACTIVE") return { unsubscribeToken: existing.unsubscribeToken, alreadyActive: true };
  try {
    if (!existing) {
      return await db.subscriber.create({
        data: { email, ...pending, unsubscribeToken: newToken() },
        select: { unsubscribeToken: true },
      });
    }
    // The status condition makes a confirmation that lands in between win: the row is not pushed back to pending.
    const [row] = await db.subscriber.updateManyAndReturn({
      where: { email, status: { not: "ACTIVE" } },
      data: pending,
      select: { unsubscribeToken: true },
    });
    // Confirmed in between: as for an active one.
    if (!row) return { unsubscribeToken: existing.unsubscribeToken, alreadyActive: true };
    return row;
  } catch (error) {
    // Two first requests for the same email at once: the loser simply refreshes the winner's row.
    if (!existing && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return savePending(email, confirmTokenHash, interests);
    throw error;
  }
}

const pendingWhere = (token: string) => {
  const since = new Date(Date.now() - CONFIRM_TTL_MS);
  return {
    confirmTokenHash: hashToken(token),
    status: "PENDING" as const,
    // An imported subscriber's link (lib/subscribers/imported.ts) lives from when it was sent: they subscribed long ago.
    OR: [{ subscribedAt: { gt: since } }, { reconfirmSentAt: { gt: since } }],
  };
};

/** Whether a confirmation link can still confirm (read only: opening the link shows a button, it confirms nothing). */
export async function isConfirmable(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return (await db.subscriber.count({ where: pendingWhere(token) })) === 1;
}

/**
 * Activates the subscriber behind a confirmation link, on the button's POST (never on the GET that opens the link:
 * mail scanners open every link). False when the link is unknown, used or expired.
 */
export async function confirmSubscription(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const { count } = await db.subscriber.updateMany({
    where: pendingWhere(token),
    data: { status: "ACTIVE", confirmedAt: new Date(), confirmTokenHash: null },
  });
  return count === 1;
}

/** The subscription behind an unsubscribe link (no personal data), or null when the link is unknown. */
export async function findSubscriptionStatus(unsubscribeToken: string): Promise<SubscriberStatus | null> {
  if (!TOKEN_PATTERN.test(unsubscribeToken)) return null;
  const row = await db.subscriber.findUnique({ where: { unsubscribeToken }, select: { status: true } });
  return row?.status ?? null;
}

/** Idempotent: unsubscribing twice answers the same way. A pending confirmation link stops working too. */
export async function unsubscribe(unsubscribeToken: string): Promise<{ message: string }> {
  if (!TOKEN_PATTERN.test(unsubscribeToken)) throw new AppError("not_found", UNSUBSCRIBE_INVALID);
  const { count } = await db.subscriber.updateMany({
    where: { unsubscribeToken, status: { not: "UNSUBSCRIBED" } },
    data: { status: "UNSUBSCRIBED", unsubscribedAt: new Date(), confirmTokenHash: null },
  });
  if (count === 0 && !(await db.subscriber.findUnique({ where: { unsubscribeToken }, select: { id: true } }))) {
    throw new AppError("not_found", UNSUBSCRIBE_INVALID);
  }
  return { message: SUBSCRIBER_TEXT.unsubscribed };
}

/** The preferences page's view of a subscription (no personal data), or null when the link is unknown. */
export async function findPreferences(
  token: string,
): Promise<{ status: SubscriberStatus; interests: Interest[] } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.subscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { status: true, interests: true },
  });
  return row ? { status: row.status, interests: row.interests as Interest[] } : null;
}

/** Saves what the subscriber wants to hear about. It subscribes nobody: an unsubscribed row stays unsubscribed. */
export async function savePreferences(
  token: string,
  interests: Interest[],
): Promise<{ message: string; interests: Interest[] }> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError("not_found", UNSUBSCRIBE_INVALID);
  const { count } = await db.subscriber.updateMany({ where: { unsubscribeToken: token }, data: { interests } });
  if (count === 0) throw new AppError("not_found", UNSUBSCRIBE_INVALID);
  return { message: PREFERENCES_SAVED, interests };
}
