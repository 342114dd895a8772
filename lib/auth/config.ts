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
    // First gate only: every admin page and handler checks the role again on the server.
    authorized({ auth, request }) {
      if (auth?.user?.role === "ADMIN") return true;
      return Response.redirect(new URL("/login", request.nextUrl));
    },
  },
} satisfies NextAuthConfig;
