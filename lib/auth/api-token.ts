// The bearer token API clients get from `POST /admins-login` and `POST /signIn`: a JWT (HS256, key derived from
// AUTH_SECRET) whose payload says who the caller is as the spec's old client reads it — `isAdmin`, the role, issue and
// expiry times, the account id and a token id — and nothing secret. The signature lets a client read its payload and
// lets us refuse anything we did not mint before touching the database; the token is accepted only while its
// server-side session row lives (lib/auth/sessions.ts stores its SHA-256), so sign-out, a password reset or an
// account's deletion end it at once.
import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import type { Role } from "@/lib/generated/prisma/client";

export type ApiTokenClaims = { sub: string; role: Role; isAdmin: boolean; iat: number; exp: number; jti: string };

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

let derived: Buffer | undefined;

/** The signing key, derived once per process (every bearer request checks a signature, some twice). */
function key(): Buffer {
  if (derived) return derived;
  const secret = env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: API tokens cannot be signed");
  derived = Buffer.from(hkdfSync("sha256", secret, "", "mnb api bearer token v1", 32));
  return derived;
}

const signature = (input: string) => createHmac("sha256", key()).update(input).digest();

/** A signed token for this account, valid for `maxAgeSeconds`. */
export function signApiToken(user: { id: string; role: Role }, maxAgeSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: ApiTokenClaims = {
    sub: user.id,
    role: user.role,
    isAdmin: user.role === "ADMIN",
    iat,
    exp: iat + maxAgeSeconds,
    jti: randomBytes(16).toString("base64url"),
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${input}.${signature(input).toString("base64url")}`;
}

/**
 * The claims of a token we signed, or null for anything else: not three base64url parts, another header, a wrong
 * signature (compared in constant time) or a malformed payload. Expiry is not judged here (the session row decides).
 */
export function readApiToken(token: string): ApiTokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER || !/^[\w-]+$/.test(parts[1]) || !/^[\w-]{43}$/.test(parts[2]))
    return null;
  const expected = signature(`${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as ApiTokenClaims;
    return typeof claims.sub === "string" && typeof claims.exp === "number" ? claims : null;
  } catch {
    return null;
  }
}
