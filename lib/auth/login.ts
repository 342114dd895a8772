// Signing in through next-auth (session cookie), and handing API clients a bearer token for the same login.
import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { CredentialsSignin } from "next-auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { LoginInput } from "@/lib/auth/schema";
import { auth, signIn, signOut } from "./index";
import { NotAdminSignin } from "./errors";
import { createSession, endLogin } from "./sessions";
import { COOKIE_ONLY_HEADER } from "./cookie-only";
import { clear, clientIp, consume, refund, type Limit } from "@/lib/abuse/rate-limit";

export const INVALID_LOGIN = "Invalid email or password.";
export const ADMINS_ONLY = "Access denied. This login is for admins only.";
export const TOO_MANY_LOGINS = "Too many failed login attempts. Please wait a few minutes and try again.";

/**
 * Login attempts in a 15-minute window. No one can lock an account by failing on purpose, and the right password is
 * never refused for the failures of others behind the same address (a whole carrier network may share one):
 *  - an account's failures, from one address or from everywhere, only slow guessing down: past five, each attempt at
 *    that account must carry a solved proof-of-work challenge (our login form solves it on its own), and with one the
 *    right password still works. A client that solves none stays stopped: its answer is the challenge, again;
 *  - one address's attempts at any account: past 30 each needs a challenge too, so guessing at many accounts from one
 *    address costs a proof of work per guess. There is no hard stop for an address that solves them: one would let an
 *    attacker who pays for 300 challenges lock everyone behind the same carrier address out; only a client that does
 *    not solve the challenge stays stopped.
 */
export const loginLimits = (email: string, ip: string) =>
  ({
    account: { key: `login:email:${email}`, limit: 5, windowSeconds: 15 * 60, challenge: { limit: Infinity } },
    address: { key: `login:ip:${ip}`, limit: 30, windowSeconds: 15 * 60, challenge: { limit: Infinity } },
  }) satisfies Record<string, Limit>;

export type LoginResponse = { token?: string; role: "admin" | "user"; email: string; message: string };

/**
 * Our own login form says it wants the cookie alone (COOKIE_ONLY_HEADER). Every other client — the spec's old client
 * (served in front of us, so same-origin too), scripts, mobile apps — gets a bearer token it can keep and present
 * instead of the cookie, as the spec describes.
 */
async function wantsBearerToken(): Promise<boolean> {
  return (await headers()).get(COOKIE_ONLY_HEADER) !== "cookie";
}

export async function login(input: LoginInput, opts: { adminOnly: boolean }): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  const limits = loginLimits(email, await clientIp());
  // Counted before the password is checked (one atomic upsert each), so a burst of concurrent guesses cannot all be
  // verified inside one window: only the first `limit` (and those with a solved challenge) get past this line.
  await consume([limits.account, limits.address], TOO_MANY_LOGINS);
  const loginId = randomUUID();
  try {
    await signIn("credentials", {
      email,
      password: input.password,
      adminOnly: opts.adminOnly ? "1" : "",
      loginId,
      redirect: false,
    });
  } catch (error) {
    if (error instanceof NotAdminSignin) throw new AppError("forbidden", ADMINS_ONLY);
    if (error instanceof CredentialsSignin) throw new AppError("unauthorized", INVALID_LOGIN);
    throw error;
  }
  // Only this account's failures are forgiven; the address keeps counting other accounts' failures, so signing in to
  // one's own account cannot reset a guessing run against someone else's.
  await clear([limits.account.key]);
  await refund(limits.address.key);
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, role: true } });
  const token = (await wantsBearerToken()) ? await createSession(user, "BEARER", loginId) : undefined;
  return {
    ...(token ? { token } : {}),
    role: user.role === "ADMIN" ? "admin" : "user",
    email: user.email,
    message: "Login successful",
  };
}

/** Ends every credential of the login this request used (its cookie session and bearer token) and clears the cookie. */
export async function logout(bearer: string | undefined): Promise<void> {
  const session = bearer ? undefined : await auth();
  const secret = bearer ?? session?.sid;
  if (secret) await endLogin(secret);
  if (!bearer) await signOut({ redirect: false });
}
