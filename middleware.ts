// First gate, on the edge without a database:
// - the admin area needs a valid next-auth JWT with the ADMIN role (every admin page and route handler checks the
//   caller again on the server: lib/auth/guards.ts, lib/api/handler.ts);
// - /mnb/api answers an unknown path (404) or a wrong method (405 with Allow) in the API's JSON error shape, from the
//   route registry, instead of Next's HTML 404 page, empty 405 or "Server Action unavailable" 409;
// - /blog?page=n is served by /blog/pages/n, a cached static render per page (a page reading searchParams would
//   render on every request); the address stays /blog?page=n.
import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { allowedMethods, matchApiRoute } from "@/lib/api/policy";
import { pageParam } from "@/lib/validations/basics";

// The authorized() callback is the whole gate; passing on (undefined) lets an admin's request through.
const passOn: (req: NextRequest, event: NextFetchEvent) => undefined = () => undefined;
const adminGate = NextAuth(authConfig).auth(passOn);

const apiError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  NextResponse.json({ message, code }, { status, headers: { "Cache-Control": "no-store", ...headers } });

function apiGate(req: NextRequest) {
  const route = matchApiRoute(req.nextUrl.pathname);
  if (!route) return apiError(404, "not_found", "Not found.");
  const allow = allowedMethods(route.policies);
  if (!allow.includes(req.method)) {
    return apiError(405, "method_not_allowed", `${req.method} is not allowed here.`, { Allow: allow.join(", ") });
  }
  return NextResponse.next();
}

function blogPage(req: NextRequest) {
  const page = pageParam.parse(req.nextUrl.searchParams.get("page") ?? undefined);
  if (page === 1) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = `/blog/pages/${page}`;
  url.searchParams.delete("page");
  return NextResponse.rewrite(url);
}

export default function middleware(req: NextRequest, event: NextFetchEvent) {
  const { pathname } = req.nextUrl;
  if (pathname === "/blog") return blogPage(req);
  return pathname === "/mnb/api" || pathname.startsWith("/mnb/api/") ? apiGate(req) : adminGate(req, event);
}

export const config = { matcher: ["/admin-dashboard/:path*", "/admin/:path*", "/admin", "/mnb/api", "/mnb/api/:path*", "/blog"] };
