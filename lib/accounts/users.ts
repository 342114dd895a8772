// Accounts: sign-up and the signed-in user's own profile. Never returns password hashes or tokens.
import "server-only";
import { createElement } from "react";
import type { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { greetingOf, sendUnsolicitedEmail } from "@/lib/email";
import { verifyEmailLink } from "./email-verification";
import { WelcomeEmail } from "@/lib/email";
import { assertCurrentPassword, EMAIL_CHANGE_SENT, EMAIL_TAKEN, requestEmailChange } from "./email-change";
import type { profileUpdateSchema, signUpSchema } from "@/lib/accounts/schema";
import { equalsIgnoringCase } from "@/lib/db/text-match";
import { expire, TAGS } from "@/lib/cache";

export { EMAIL_TAKEN };
export const USERNAME_TAKEN = "Username already taken. Please choose another one.";

const profileSelect = {
  id: true,
  username: true,
  firstName: true,
  middleName: true,
  lastName: true,
  age: true,
  email: true,
  role: true,
  createdAt: true,
  emailVerifiedAt: true,
} satisfies Prisma.UserSelect;
type ProfileRow = Prisma.UserGetPayload<{ select: typeof profileSelect }>;

export type ProfileDto = {
  _id: string;
  id: string;
  username: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  age: number | null;
  email: string;
  role: "user" | "admin";
  createdAt: string;
  /** Whether the account proved it reads mail at `email` (lib/accounts/email-verification.ts). */
  emailVerified: boolean;
};

const toDto = ({ emailVerifiedAt, ...u }: ProfileRow): ProfileDto => ({
  ...u,
  _id: u.id,
  role: u.role === "ADMIN" ? "admin" : "user",
  createdAt: u.createdAt.toISOString(),
  emailVerified: emailVerifiedAt !== null,
});

function conflict(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    const target = JSON.stringify(error.meta ?? {});
    throw new AppError("conflict", target.includes("username") ? USERNAME_TAKEN : EMAIL_TAKEN);
  }
  throw error;
}

export async function registerUser(input: z.output<typeof signUpSchema>): Promise<ProfileDto> {
  const taken = await db.user.findFirst({
    where: { OR: [{ email: input.email }, { username: equalsIgnoringCase(input.username) }] },
    select: { email: true },
  });
  if (taken) throw new AppError("conflict", taken.email === input.email ? EMAIL_TAKEN : USERNAME_TAKEN);
  const user = await db.user
    .create({
      data: {
        username: input.username,
        firstName: input.firstName,
        middleName: input.middleName || null,
        lastName: input.lastName,
        age: input.age,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      },
      select: profileSelect,
    })
    .catch(conflict);
  // The account exists whatever happens to the welcome email (a failure is recorded in the outbox for a retry).
  // Anyone can sign up with anyone's address: an unsolicited email (lib/email), whose link proves the address.
  const verify = verifyEmailLink(user);
  await sendUnsolicitedEmail({
    to: user.email,
    subject: "Welcome to My Nation Blog",
    template: "welcome",
    element: createElement(WelcomeEmail, {
      name: greetingOf(user),
      loginUrl: `${env.siteUrl}/login`,
      verifyUrl: verify.url,
    }),
    secrets: verify.secrets,
  }).catch((error) => console.error("welcome email could not be recorded", error));
  return toDto(user);
}

/** The account's own profile, or null when the account no longer exists. */
export async function findProfile(userId: string): Promise<ProfileDto | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: profileSelect });
  return user && toDto(user);
}

export async function getProfile(userId: string): Promise<ProfileDto> {
  const profile = await findProfile(userId);
  if (!profile) throw new AppError("not_found", "Profile not found");
  return profile;
}

/** What another user's profile id answers (the routes let only the profile's own user in: withOwner). */
export const NOT_YOUR_PROFILE = "You can only change your own profile.";

/** A profile answer that also says when a new email is waiting for confirmation. */
export type ProfileUpdateDto = ProfileDto & { pendingEmail?: string; message?: string };

/**
 * Saves the caller's own profile. The other fields apply at once; a new email needs the current password and only
 * takes effect from the link sent to it (lib/accounts/email-change.ts), so a stolen session cannot take the account.
 */
export async function updateProfile(
  targetId: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<ProfileUpdateDto> {
  const account = await db.user.findUnique({
    where: { id: targetId },
    select: { id: true, email: true, passwordHash: true, firstName: true, username: true },
  });
  if (!account) throw new AppError("not_found", "Profile not found");
  const changingEmail = input.email !== account.email;
  if (changingEmail) {
    await assertCurrentPassword(account, input.currentPassword);
    await requestEmailChange({ ...account, firstName: input.firstName }, input.email);
  }
  const user = await db.user.update({
    where: { id: targetId },
    data: {
      firstName: input.firstName,
      middleName: input.middleName || null,
      lastName: input.lastName,
      age: input.age,
    },
    select: profileSelect,
  });
  return changingEmail ? { ...toDto(user), pendingEmail: input.email, message: EMAIL_CHANGE_SENT } : toDto(user);
}

export const ADMIN_PROFILE_DELETE =
  "An admin account is removed in Manage Admins, where the last admin is always kept.";

/**
 * Removes the account, its sessions and reset tokens (cascade) and its personal data (not an admin's: 409). Comments
 * it wrote stay on the site under the display name only; bookings and payments keep their own records but lose the
 * link to the account.
 */
export async function deleteProfile(targetId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    // An admin account goes through Manage Admins, which keeps the last admin and logs the change; this route would
    // have done neither (an admin deleting themselves could leave the site with none).
    const [account] = await tx.$queryRaw<
      { role: string }[]
    >`SELECT "role"::text AS "role" FROM "User" WHERE "id" = ${targetId} FOR UPDATE`;
    if (!account) throw new AppError("not_found", "Account not found.");
    if (account.role === "ADMIN") throw new AppError("conflict", ADMIN_PROFILE_DELETE);
    await tx.postComment.updateMany({ where: { userId: targetId }, data: { email: "", userId: null } });
    await tx.user.delete({ where: { id: targetId } });
  });
  // Its link-in-bio page went with it (cascade).
  expire(TAGS.linkPages);
}
