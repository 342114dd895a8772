// First gate for the admin area: a valid next-auth JWT with the ADMIN role, checked on the edge without a database.
// Every admin page and route handler checks the caller again on the server (lib/auth/guards.ts, lib/api/handler.ts).
import NextAuth from "next-auth";
import { authConfig } from "@/lib/auth/config";

export default NextAuth(authConfig).auth;

export const config = { matcher: ["/admin-dashboard/:path*", "/admin/:path*", "/admin"] };
