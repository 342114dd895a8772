// First gate, on the edge without a database, for the admin area (a valid next-auth JWT with the ADMIN role) and the
// account pages (any signed-in user): others are redirected to the login page (lib/auth/config.ts authorized()).
// Every admin and account page and route handler checks the caller again on the server (lib/auth/guards.ts,
// lib/api/handler.ts). Nothing public passes through here: the paged lists, the smart-link share page and the old
// review page are next.config rewrites (lib/next-config/public-rewrites.ts), and /mnb/api answers unknown paths from its
// catch-all route and wrong methods from each route file (lib/api/not-allowed.ts).
import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";

const STATS_PAGE = /^\/music-links\/mine\/([^/]+)\/?$/;

/**
 * One smart link's statistics page answers someone else's (or a missing) link with a real 404. The page itself renders
 * per request and streams, so by the time it knows, its status is sent (200 with the not-found view); here the
 * caller's own cookie asks the statistics route first (`?access`: ownership only, nothing computed). If that check cannot
 * be made, the page decides as before.
 */
async function statsGate(req: NextRequest, slug: string): Promise<Response | undefined> {
  try {
    const check = await fetch(
      new URL(`/mnb/api/smart-links/${encodeURIComponent(slug)}/stats?access`, req.nextUrl.origin),
      {
        headers: {
          cookie: req.headers.get("cookie") ?? "",
          "x-forwarded-for": req.headers.get("x-forwarded-for") ?? "",
        },
        cache: "no-store",
        signal: AbortSignal.timeout(5_000),
      },
    );
    // Any path no route serves is the site's not-found page, with its 404.
    if (check.status === 403 || check.status === 404) return NextResponse.rewrite(new URL("/404", req.url));
  } catch {
    /* the page's own check still applies */
  }
  return undefined;
}

// The authorized() callback is the gate (it redirects whoever may not enter); what passes it comes here, and nothing
// (undefined) lets it through.
export default NextAuth(authConfig).auth(async (req) => {
  const slug = STATS_PAGE.exec(req.nextUrl.pathname)?.[1];
  return slug ? statsGate(req, slug) : undefined;
});

export const config = {
  matcher: ["/admin-dashboard/:path*", "/admin/:path*", "/admin", "/profile", "/music-links/mine/:path*"],
};
