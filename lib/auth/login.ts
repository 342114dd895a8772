// Signing in through next-auth (session cookie) and handing API clients a bearer token in the same step.
import "server-only";
import { CredentialsSignin } from "next-auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { LoginInput } from "@/lib/validations/auth";
import { auth, signIn, signOut } from "./index";
import { NotAdminSignin } from "./errors";
import { createSession, endSession } from "./sessions";
import { assertUnderLimits, clear, clientIp, consume, type Limit } from "@/lib/rate-limit";

export const INVALID_LOGIN = "Invalid email or password.";
export const ADMINS_ONLY = "Access denied. This login is for admins only.";
export const TOO_MANY_LOGINS = "Too many failed login attempts. Please wait a few minutes and try again.";

/** Failed logins allowed per account and per address in a 15-minute window; a successful login resets both. */
const loginLimits = (email: string, ip: string): Limit[] => [
  { key: `login:email:${email}`, limit: 5, windowSeconds: 15 * 60 },
  { key: `login:ip:${ip}`, limit: 30, windowSeconds: 15 * 60 },
];

export type LoginResponse = { token: string; role: "admin" | "user"; email: string; message: string };

export async function login(input: LoginInput, opts: { adminOnly: boolean }): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  const limits = loginLimits(email, await clientIp());
  await assertUnderLimits(limits, TOO_MANY_LOGINS);
  try {
    await signIn("credentials", { email, password: input.password, adminOnly: opts.adminOnly ? "1" : "", redirect: false });
  } catch (error) {
    if (error instanceof NotAdminSignin) throw new AppError("forbidden", ADMINS_ONLY);
    if (error instanceof CredentialsSignin) {
      await consume(limits, TOO_MANY_LOGINS);
      throw new AppError("unauthorized", INVALID_LOGIN);
    }
    throw error;
  }
  await clear(limits.map((l) => l.key));
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, role: true } });
  return {
    token: await createSession(user.id, "BEARER"),
    role: user.role === "ADMIN" ? "admin" : "user",
    email: user.email,
    message: "Login successful",
  };
}

/** Ends the credential this request used: the bearer token, or the cookie session (and clears the cookie). */
export async function logout(bearer: string | undefined): Promise<void> {
  if (bearer) return endSession(bearer);
  const session = await auth();
  if (session?.sid) await endSession(session.sid);
  await signOut({ redirect: false });
}
