// Cross-site request forgery guard. A browser attaches our cookies (session, visitor id) to requests that another
// site triggers, so every write that does not carry its own bearer token (one we signed: a `Bearer undefined` is no
// token, and the cookie then decides who is calling) must come from one of our pages. Browsers
// say where a request comes from (Sec-Fetch-Site, Origin); clients that send neither are not browsers, cannot be
// driven by another site, and are let through.
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { readApiToken } from "@/lib/auth/api-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE = "Cross-site requests are not allowed.";

export function isSameSiteWrite(req: Pick<Request, "method" | "url" | "headers">, siteUrl = env.siteUrl): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const bearer = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer && readApiToken(bearer)) return true;
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = req.headers.get("origin");
  if (!origin) return true;
  if (!URL.canParse(origin)) return false;
  // Our own origin is SITE_URL, or the host the browser itself addressed (which another site cannot set).
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  return origin === new URL(siteUrl).origin || origin === new URL(req.url).origin || new URL(origin).host === host;
}

export function assertSameSite(req: Request): void {
  if (!isSameSiteWrite(req)) throw new AppError("forbidden", CROSS_SITE);
}
