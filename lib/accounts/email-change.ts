// Changing an account's email without opening a takeover path: the request needs the current password, the new
// address must prove it is reachable (a single-use link, stored hashed, valid one hour), and the old address hears
// about the request and about the change. Opening the link only shows a button (mail scanners open links too); its
// POST confirms. Confirming ends EVERY session of the account, including the browser that
// confirms (the link may be opened anywhere, e.g. a phone's mail app), so everyone signs in again with the new email.
import "server-only";
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashToken } from "@/lib/auth/sessions";
import { verifyPassword } from "@/lib/auth/password";
import { upgradePasswordHash } from "@/lib/auth/credentials";
import { greetingOf, sendEmail, sendUnsolicitedEmail } from "@/lib/email";
import { EmailChangeConfirmEmail } from "@/lib/email";
import { EmailChangeNoticeEmail } from "@/lib/email";
import { consume } from "@/lib/abuse/rate-limit";
import { vouchingChanged } from "./email-verification";
import { EMAIL_CHANGE_INVALID, EMAIL_CHANGE_TOKEN, PASSWORD_NEEDED, PASSWORD_WRONG } from "@/lib/accounts/schema";

export const EMAIL_TAKEN = "Email already exists. Please use a different one.";
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_SENT =
  "Check your new inbox: we sent a link to confirm your new email. Until then your old email stays in use.";
const TOO_MANY = "Too many attempts to change your email. Please wait a while before trying again.";

type Account = { id: string; email: string; passwordHash: string; firstName: string | null; username: string | null };

/** Throws unless `password` is the account's current one. Counted before verifying, so guesses cannot race the limit. */
export async function assertCurrentPassword(account: Account, password: string | undefined): Promise<void> {
  if (!password)
    throw new AppError("unprocessable_entity", PASSWORD_NEEDED, [
      { path: "currentPassword", message: PASSWORD_NEEDED },
    ]);
  await consume([{ key: `email-change:user:${account.id}`, limit: 5, windowSeconds: 15 * 60 }], TOO_MANY);
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new AppError("unauthorized", PASSWORD_WRONG, [{ path: "currentPassword", message: PASSWORD_WRONG }]);
  }
  await upgradePasswordHash(account, password);
}

/**
 * Records a pending change (older pending links stop working) and emails the link to the new address and a notice to
 * the old one. Call only after `assertCurrentPassword`.
 */
export async function requestEmailChange(account: Account, newEmail: string): Promise<void> {
  const taken = await db.user.findUnique({ where: { email: newEmail }, select: { id: true } });
  if (taken) throw new AppError("conflict", EMAIL_TAKEN);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS);
  await db.$transaction([
    db.emailChangeRequest.updateMany({ where: { userId: account.id, usedAt: null }, data: { usedAt: new Date() } }),
    db.emailChangeRequest.create({ data: { userId: account.id, newEmail, tokenHash: hashToken(token), expiresAt } }),
  ]);
  // The new address is typed by the account holder, who may not own it: an unsolicited email (lib/email).
  await sendUnsolicitedEmail({
    to: newEmail,
    subject: "Confirm your new My Nation Blog email",
    template: "email-change-confirm",
    element: createElement(EmailChangeConfirmEmail, {
      name: greetingOf(account),
      newEmail,
      url: `${env.siteUrl}/confirm-email/${token}`,
    }),
    secrets: { tokens: [token], expiresAt },
  });
  await notifyOldAddress(account, newEmail, "requested");
}

export type EmailChangeResult =
  { ok: true; email: string } | { ok: false; reason: "invalid" | "taken"; message: string };

/** Whether a confirmation link can still change the email (read only: its page shows the button that does). */
export async function isEmailChangeLink(token: string): Promise<boolean> {
  if (!EMAIL_CHANGE_TOKEN.test(token)) return false;
  const row = await db.emailChangeRequest.findFirst({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return row !== null;
}

/** Applies the change behind a confirmation link once; says why not when the link is unknown, used, expired or the address got taken. */
export async function confirmEmailChange(token: string): Promise<EmailChangeResult> {
  const invalid = { ok: false, reason: "invalid", message: EMAIL_CHANGE_INVALID } as const;
  if (!EMAIL_CHANGE_TOKEN.test(token)) return invalid;
  const row = await db.emailChangeRequest.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, newEmail: true },
  });
  if (!row) return invalid;
  try {
    const old = await db.$transaction(async (tx) => {
      // Claiming the link only while it is unused and unexpired makes two racing confirmations succeed at most once.
      const now = new Date();
      const claimed = await tx.emailChangeRequest.updateMany({
        where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) return null;
      const before = await tx.user.findUniqueOrThrow({
        where: { id: row.userId },
        select: { email: true, firstName: true, username: true },
      });
      // The link went to the new address: using it proves that address (lib/accounts/email-verification.ts).
      await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail, emailVerifiedAt: now } });
      await tx.emailChangeRequest.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
      await tx.authSession.deleteMany({ where: { userId: row.userId } });
      return before;
    });
    if (!old) return invalid;
    // The account now vouches for its links and page (POST /mnb/api/confirm-email-change, a route handler: the cached
    // pages are expired at once).
    vouchingChanged();
    await notifyOldAddress(old, row.newEmail, "changed");
    return { ok: true, email: row.newEmail };
  } catch (error) {
    // Someone registered the address after the request: the change is rolled back and the link stays unused.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return {
        ok: false,
        reason: "taken",
        message: "This email now belongs to another account. Please choose a different one.",
      };
    }
    throw error;
  }
}

async function notifyOldAddress(
  account: { email: string; firstName: string | null; username: string | null },
  newEmail: string,
  stage: "requested" | "changed",
) {
  await sendEmail({
    to: account.email,
    subject:
      stage === "requested" ? "Your My Nation Blog email is being changed" : "Your My Nation Blog email was changed",
    template: `email-change-${stage}`,
    element: createElement(EmailChangeNoticeEmail, {
      name: greetingOf(account),
      newEmail,
      stage,
      resetUrl: `${env.siteUrl}/forgot-password`,
    }),
  }).catch((error) => console.error("email change notice could not be recorded", error));
}
