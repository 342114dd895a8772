// First gate, on the edge without a database, for the admin area (a valid next-auth JWT with the ADMIN role) and the
// account pages (any signed-in user): others are redirected to the login page (lib/auth/config.ts authorized()).
// Every admin and account page and route handler checks the caller again on the server (lib/auth/guards.ts,
// lib/api/handler.ts). Nothing public passes through here: the paged lists, the smart-link share page and the old
// review page are next.config rewrites (lib/public-rewrites.ts), and /mnb/api answers unknown paths from its
// catch-all route and wrong methods from each route file (lib/api/not-allowed.ts).
import NextAuth from "next-auth";
import type { NextFetchEvent, NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";

// The authorized() callback is the whole gate; passing on (undefined) lets an admin's request through.
const passOn: (req: NextRequest, event: NextFetchEvent) => undefined = () => undefined;
const adminGate = NextAuth(authConfig).auth(passOn);

export default function middleware(req: NextRequest, event: NextFetchEvent) {
  return adminGate(req, event);
}

export const config = { matcher: ["/admin-dashboard/:path*", "/admin/:path*", "/admin", "/profile", "/music-links/mine/:path*"] };
