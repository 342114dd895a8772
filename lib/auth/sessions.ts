// Server-side session rows behind every credential: the next-auth cookie carries a secret id, API clients a bearer
// token. Both are stored only as SHA-256 hashes, expire, and end on sign-out, password reset or account deletion.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionKind, Role } from "@/lib/generated/prisma/client";
import { SESSION_MAX_AGE_SECONDS } from "./config";
import { signApiToken } from "./api-token";

export const BEARER_MAX_AGE_SECONDS = 24 * 60 * 60;

export type Caller = { id: string; email: string; role: Role; name: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * `loginId` ties together the credentials one login produced (its cookie session and bearer token). A cookie session's
 * secret is random; a bearer token is a signed JWT (lib/auth/api-token.ts), stored by its hash like the secret.
 */
export async function createSession(
  user: { id: string; role: Role },
  kind: SessionKind,
  loginId?: string,
): Promise<string> {
  const userId = user.id;
  const maxAge = kind === "BEARER" ? BEARER_MAX_AGE_SECONDS : SESSION_MAX_AGE_SECONDS;
  const secret = kind === "BEARER" ? signApiToken(user, maxAge) : randomBytes(32).toString("base64url");
  await db.authSession.create({
    data: { userId, kind, loginId, tokenHash: hashToken(secret), expiresAt: new Date(Date.now() + maxAge * 1000) },
  });
  return secret;
}

export async function findSessionCaller(secret: string, kind: SessionKind): Promise<Caller | null> {
  const row = await db.authSession.findUnique({
    where: { tokenHash: hashToken(secret) },
    select: {
      kind: true,
      expiresAt: true,
      user: { select: { id: true, email: true, role: true, name: true, username: true, firstName: true } },
    },
  });
  if (!row || row.kind !== kind || row.expiresAt <= new Date()) return null;
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    name: user.name ?? user.firstName ?? user.username ?? user.email,
  };
}

/** Ends the session this secret names and every other credential of the same login. */
export async function endLogin(secret: string): Promise<void> {
  const row = await db.authSession.findUnique({
    where: { tokenHash: hashToken(secret) },
    select: { id: true, loginId: true },
  });
  if (!row) return;
  await db.authSession.deleteMany({
    where: row.loginId ? { OR: [{ id: row.id }, { loginId: row.loginId }] } : { id: row.id },
  });
}

export async function endAllSessions(userId: string): Promise<void> {
  await db.authSession.deleteMany({ where: { userId } });
}
