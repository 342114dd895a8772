// Signing in through next-auth (session cookie) and handing API clients a bearer token in the same step.
import "server-only";
import { CredentialsSignin } from "next-auth";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import type { LoginInput } from "@/lib/validations/auth";
import { auth, signIn, signOut } from "./index";
import { NotAdminSignin } from "./errors";
import { createSession, endSession } from "./sessions";

export const INVALID_LOGIN = "Invalid email or password.";
export const ADMINS_ONLY = "Access denied. This login is for admins only.";

export type LoginResponse = { token: string; role: "admin" | "user"; email: string; message: string };

export async function login(input: LoginInput, opts: { adminOnly: boolean }): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  try {
    await signIn("credentials", { email, password: input.password, adminOnly: opts.adminOnly ? "1" : "", redirect: false });
  } catch (error) {
    if (error instanceof NotAdminSignin) throw new ApiError("forbidden", ADMINS_ONLY);
    if (error instanceof CredentialsSignin) throw new ApiError("unauthorized", INVALID_LOGIN);
    throw error;
  }
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
