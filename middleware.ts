// First gate, on the edge without a database:
// - the admin area needs a valid next-auth JWT with the ADMIN role (every admin page and route handler checks the
//   caller again on the server: lib/auth/guards.ts, lib/api/handler.ts);
// - /mnb/api answers an unknown path (404) or a wrong method (405 with Allow) in the API's JSON error shape, from the
//   route registry, instead of Next's HTML 404 page, empty 405 or "Server Action unavailable" 409;
// - the paged lists /blog[?page=n], /songs[?page=n] and /style-spotlight[?category=c&page=n] are served by
//   /blog/pages/n, /songs/pages/n and /style-spotlight/pages/{c or all}/n: a cached static render per page (a page
//   reading searchParams would render on every request); the address people see stays the query form. Page 1 goes
//   through the rewrite too: Next's client router reuses a static page for any search string of its own URL, so
//   /blog itself must not be a static page of its own, or paging in the browser would keep showing page 1;
// - /containercomponent/{id} (the old client's review page; the id changes nothing) is the one static /containercomponent;
// - a smart link's share page /smartlink/{slug} is served by /smartlink/{slug}/for/{africa or world}: the button order
//   depends on the visitor's country (the host's country header), and two cached static variants keep the page cache.
import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { allowedMethods, matchApiRoute } from "@/lib/api/policy";
import { pageParam } from "@/lib/validations/basics";
import { categorySchema } from "@/lib/validations/spotlight";
import { env } from "@/lib/env";
import { countryCode, regionOf } from "@/lib/domain/smart-link-visit";

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

/** The static route that renders this paged list's view. */
function pagedListRoute(pathname: string, query: URLSearchParams): string {
  const page = pageParam.parse(query.get("page") ?? undefined);
  if (pathname !== "/style-spotlight") return `${pathname}/pages/${page}`;
  // A hand-typed unknown category shows everything, as the page always did.
  const parsed = categorySchema.safeParse(query.get("category") ?? undefined);
  return `${pathname}/pages/${(parsed.success && parsed.data) || "all"}/${page}`;
}

const PAGED_LISTS = new Set(["/blog", "/songs", "/style-spotlight"]);

function pagedList(req: NextRequest) {
  const route = pagedListRoute(req.nextUrl.pathname, req.nextUrl.searchParams);
  const url = req.nextUrl.clone();
  url.pathname = route;
  url.searchParams.delete("page");
  url.searchParams.delete("category");
  return NextResponse.rewrite(url);
}

const SHARE_PAGE = /^\/smartlink\/[^/]+$/;

/** The share page's variant for the visitor's region (the query stays: the page's script reads its marks). */
function smartLinkVariant(req: NextRequest) {
  const url = req.nextUrl.clone();
  url.pathname = `${req.nextUrl.pathname}/for/${regionOf(countryCode(req.headers.get(env.countryHeader)))}`;
  return NextResponse.rewrite(url);
}

export default function middleware(req: NextRequest, event: NextFetchEvent) {
  const { pathname } = req.nextUrl;
  // The old client's review page: one static page whatever the id.
  if (pathname.startsWith("/containercomponent/")) return NextResponse.rewrite(new URL("/containercomponent", req.nextUrl));
  if (PAGED_LISTS.has(pathname)) return pagedList(req);
  if (SHARE_PAGE.test(pathname)) return smartLinkVariant(req);
  return pathname === "/mnb/api" || pathname.startsWith("/mnb/api/") ? apiGate(req) : adminGate(req, event);
}

export const config = { matcher: ["/admin-dashboard/:path*", "/admin/:path*", "/admin", "/mnb/api", "/mnb/api/:path*", "/blog", "/songs", "/style-spotlight", "/containercomponent/:path+", "/smartlink/:slug"] };
