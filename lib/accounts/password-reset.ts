// Password reset: random single-use tokens, stored hashed, valid for one hour. The request answers the same way
// whether or not the email has an account; using a token ends every other session of that user and any pending
// email change.
import "server-only";
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { greetingOf, sendEmail } from "@/lib/email";
import { vouchingChanged } from "@/lib/accounts/email-verification";
import { PasswordResetEmail } from "@/lib/email";
import { consume } from "@/lib/abuse/rate-limit";
import { hashPassword } from "@/lib/auth/password";
import { hashToken } from "@/lib/auth/sessions";

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED = "✅ If this email is registered, a reset link has been sent.";
export const RESET_DONE = "Password has been successfully reset";
export const RESET_INVALID = "This reset link is invalid or has expired.";
const TOO_MANY = "Too many reset requests. Please wait a while before trying again.";

export async function requestPasswordReset(email: string, ip: string): Promise<{ message: string }> {
  await consume(
    [
      { key: `reset:email:${email}`, limit: 3, windowSeconds: 3600 },
      { key: `reset:ip:${ip}`, limit: 20, windowSeconds: 3600, challenge: { limit: 200 } },
    ],
    TOO_MANY,
  );
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, username: true },
  });
  if (user) {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + RESET_TTL_MS);
    await db.passwordResetToken.create({ data: { userId: user.id, tokenHash: hashToken(token), expiresAt } });
    await sendEmail({
      to: user.email,
      subject: "Reset your My Nation Blog password",
      template: "password-reset",
      secrets: { tokens: [token], expiresAt },
      element: createElement(PasswordResetEmail, {
        name: greetingOf(user),
        url: `${env.siteUrl}/reset-password/${token}`,
      }),
    });
  }
  return { message: RESET_REQUESTED };
}

export async function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw new AppError("bad_request", RESET_INVALID);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    // Marking the token used only if it is still unused makes two racing requests succeed at most once.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw new AppError("bad_request", RESET_INVALID);
    // The link went to the account's address: using it proves the address (lib/accounts/email-verification.ts).
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailVerifiedAt: new Date() } });
    await tx.passwordResetToken.updateMany({
      where: { userId: row.userId, usedAt: null },
      data: { usedAt: new Date() },
    });
    await tx.authSession.deleteMany({ where: { userId: row.userId } });
    // The old address's notice says a reset cancels a change it did not ask for: a pending email change ends here.
    await tx.emailChangeRequest.updateMany({
      where: { userId: row.userId, usedAt: null },
      data: { usedAt: new Date() },
    });
  });
  vouchingChanged();
  return { message: RESET_DONE };
}
