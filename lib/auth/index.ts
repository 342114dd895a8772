// next-auth on the server: the Credentials provider, and getCaller() — the one way code asks "who is calling?".
import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./config";
import { verifyLogin } from "./credentials";
import { NotAdminSignin } from "./errors";
import { createSession, findSessionCaller, type Caller } from "./sessions";
import { readApiToken } from "./api-token";

export type { Caller } from "./sessions";

export const { auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      // Only our own server calls signIn() (no next-auth HTTP route is mounted), so loginId is ours, not the client's.
      credentials: { email: {}, password: {}, adminOnly: {}, loginId: {} },
      async authorize(credentials) {
        const user = await verifyLogin(String(credentials?.email ?? ""), String(credentials?.password ?? ""));
        if (!user) throw new CredentialsSignin();
        if (credentials?.adminOnly && user.role !== "ADMIN") throw new NotAdminSignin();
        return {
          id: user.id,
          email: user.email,
          role: user.role,
          sid: await createSession(user, "COOKIE", String(credentials?.loginId ?? "") || undefined),
        };
      },
    }),
  ],
});

/** next-auth's session cookie (`__Secure-` over HTTPS; `.0`, `.1`… when chunked). */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

/** The signed-in caller from a bearer token or the session cookie, checked against its server-side session row. */
export const getCaller = cache(async (): Promise<Caller | null> => {
  const bearer = await readBearer();
  if (bearer) return findSessionCaller(bearer, "BEARER");
  // Most calls (every public read) carry no session cookie: nothing for next-auth to decode, so it is not asked.
  if (!(await cookies()).getAll().some((c) => SESSION_COOKIE.test(c.name))) return null;
  const session = await auth();
  return session?.sid ? findSessionCaller(session.sid, "COOKIE") : null;
});

/**
 * The `Authorization: Bearer <token>` of the current request, when it is a token we signed. Anything else — the old
 * client's `Bearer undefined` or `Bearer null` before it has logged in, an empty value, someone's guess — is no
 * credential at all, so it neither opens anything nor hides the session cookie sent with it.
 */
export async function readBearer(): Promise<string | undefined> {
  const token = (await headers()).get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token && readApiToken(token) ? token : undefined;
}
