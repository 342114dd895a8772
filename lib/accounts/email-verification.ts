// An account proves it reads mail at its address (docs/features/accounts.md): only then does it vouch for its smart
// links and link page (indexed, in the sitemap, open for reminders). The welcome email carries a link whose token names
// the account and its expiry and is signed with AUTH_SECRET over the address too, so it stops working when the address
// changes; nothing is stored but the time it was used. A password reset or an email change proves the address as well
// (their links went to it). Opening the link only shows a button (mail scanners open links): its POST confirms.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db";
import { greetingOf, sendUnsolicitedEmail } from "@/lib/email";
import { VerifyEmail } from "@/lib/email";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { expire, TAGS } from "@/lib/cache";

const VERIFY_LINK_DAYS = 30;
const sign = (payload: string, email: string) =>
  createHmac("sha256", `email-verify:${env.AUTH_SECRET ?? ""}`)
    .update(`${payload}.${email.toLowerCase()}`)
    .digest("base64url");

/**
 * The link in the welcome email (and in "Send the link again"), valid for VERIFY_LINK_DAYS, with what the outbox must
 * not keep of it: its token (lib/email `secrets`), so the stored copy an admin can read confirms nobody's address.
 */
export function verifyEmailLink(user: { id: string; email: string }, now = Date.now()) {
  const expires = Math.floor(now / 1000) + VERIFY_LINK_DAYS * 86_400;
  const payload = `${user.id}.${expires}`;
  const token = `${payload}.${sign(payload, user.email)}`;
  return {
    url: `${env.siteUrl}/verify-email/${token}`,
    secrets: { tokens: [token], expiresAt: new Date(expires * 1000) },
  };
}

async function accountOf(token: string, now: number): Promise<string | null> {
  const [id, expires, signature, extra] = token.split(".");
  if (extra !== undefined || !/^[a-z0-9]{1,64}$/i.test(id ?? "") || !/^\d{1,12}$/.test(expires ?? "")) return null;
  if (Number(expires) * 1000 <= now) return null;
  const user = await db.user.findUnique({ where: { id }, select: { email: true } });
  if (!user) return null;
  const expected = Buffer.from(sign(`${id}.${expires}`, user.email));
  const given = Buffer.from(signature ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Whether the link can confirm (read only: the page shows its button). */
export const isVerifyLink = async (token: string) => (await accountOf(token, Date.now())) !== null;

/** Confirms the address behind the link (again: the same answer). False for a forged, expired or stale link. */
export async function verifyEmail(token: string): Promise<boolean> {
  const id = await accountOf(token, Date.now());
  if (!id) return false;
  await db.user.updateMany({ where: { id, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
  vouchingChanged();
  return true;
}

/**
 * A new link for an account whose address is not confirmed yet (asked for from the profile: the welcome email was lost,
 * or its link expired). Whoever signed up may have typed anyone's address, so it goes out as unsolicited mail: not to a
 * mailbox that asked for none, nor past its daily allowance, and the caller is answered the same either way.
 */
export async function sendVerifyLinkAgain(userId: string): Promise<"sent" | "confirmed"> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, emailVerifiedAt: true, firstName: true, username: true },
  });
  if (!user) throw new AppError("not_found", "Profile not found");
  if (user.emailVerifiedAt) return "confirmed";
  const link = verifyEmailLink(user);
  await sendUnsolicitedEmail({
    to: user.email,
    subject: "Confirm your email for My Nation Blog",
    template: "verify-email",
    element: createElement(VerifyEmail, {
      name: greetingOf(user),
      verifyUrl: link.url,
    }),
    secrets: link.secrets,
  });
  return "sent";
}

/** An account's email became verified: its links and page may now be listed (they read `approved` when cached). */
export const vouchingChanged = () => expire(TAGS.smartLinks, TAGS.linkPages);
