import type { DefaultSession } from "next-auth";

type AppRole = "USER" | "ADMIN";

declare module "next-auth" {
  interface User {
    role: AppRole;
    /** Secret naming this sign-in's AuthSession row (stored hashed), so it can be ended on the server. */
    sid: string;
  }
  interface Session {
    user: { id: string; role: AppRole } & DefaultSession["user"];
    sid: string;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    role: AppRole;
    sid: string;
  }
}
