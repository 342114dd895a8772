// Edge-safe next-auth settings shared by middleware.ts and the server: no providers, no database.
import type { NextAuthConfig } from "next-auth";

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export const authConfig = {
  trustHost: true,
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  providers: [],
  // A wrong password is an expected answer (401 from /signIn), not a server error worth a stack trace in the logs.
  logger: {
    error(error) {
      if ((error as { type?: string }).type !== "CredentialsSignin") console.error(error);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.role = user.role;
        token.sid = user.sid;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role;
      // Read on the server by getCaller(); no next-auth HTTP route is mounted, so the session never reaches the browser.
      session.sid = token.sid;
      return session;
    },
    // First gate only (middleware.ts): the admin area needs the ADMIN role, the account pages any signed-in user; each
    // page and handler checks again on the server. A visitor without the right session gets a real redirect to the
    // login page before anything renders (a streamed page could only answer 200 and redirect in the browser).
    authorized({ auth, request }) {
      const admin = /^\/admin(-dashboard)?(\/|$)/.test(request.nextUrl.pathname);
      if (admin ? auth?.user?.role === "ADMIN" : Boolean(auth?.user)) return true;
      return Response.redirect(new URL("/login", request.nextUrl));
    },
  },
} satisfies NextAuthConfig;
