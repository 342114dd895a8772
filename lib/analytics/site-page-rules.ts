// The public pages a visit can land on (app/(site) and app/(links), by the addresses people see, before next.config's
// rewrites), so attribution credits only a page that exists: a made-up post or smart link answers 404 and gets no touch
// and no credited visit. A fixed page always exists; a page named by a post, link, handle, service or article exists
// when that thing is on show (lib/analytics/site-pages.ts asks); a page named by a token checks the token itself and always
// answers, so it counts as a page. lib/analytics/site-page-rules.test.ts checks this list against both.

export type SitePage =
  | { kind: "page" }
  | { kind: "post"; slug: string }
  | { kind: "smartlink"; slug: string }
  | { kind: "links"; handle: string }
  | { kind: "service"; id: string }
  | { kind: "about"; id: string };

/** Pages whose address has no part that names something. */
export const FIXED_PAGES = [
  "/home",
  "/blog",
  "/post",
  "/songs",
  "/style-spotlight",
  "/service",
  "/about",
  "/advertise",
  "/booking",
  "/booking-success",
  "/brand-guideline",
  "/contact",
  "/containercomponent",
  "/license",
  "/login",
  "/signup",
  "/forgot-password",
  "/admin-login",
  "/music-links",
  "/music-links/mine",
  "/payment",
  "/privacy-policy",
  "/profile",
  "/search",
  "/terms",
] as const;
const FIXED = new Set<string>(FIXED_PAGES);

/** Pages whose one last segment is a token or key the page checks itself (an expired one still gets a page); a
 * preview link's page sits under its token (`/preview/post/{token}` is the route that checks it and sends it on). */
const TOKEN_PAGE =
  /^\/(?:(?:confirm-email|newsletter|not-me|reminders|reset-password|unsubscribe|verify-email|subscribe\/confirm|preview\/post|music-links\/mine)\/[^/]+|preview\/post\/[^/]+\/view)$/;

const NAMED: [RegExp, (name: string) => SitePage][] = [
  [/^\/post\/([^/]+)$/, (slug) => ({ kind: "post", slug })],
  [/^\/smartlink\/([^/]+)$/, (slug) => ({ kind: "smartlink", slug })],
  [/^\/links\/([^/]+)$/, (handle) => ({ kind: "links", handle })],
  [/^\/service\/([^/]+)$/, (id) => ({ kind: "service", id })],
  [/^\/about\/([^/]+)$/, (id) => ({ kind: "about", id })],
];

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The public page a path (no query) is, or null when no page of the site has that address. */
export function sitePageOf(path: string): SitePage | null {
  if (FIXED.has(path) || TOKEN_PAGE.test(path)) return { kind: "page" };
  // The old client's review page: any id shows the one page (lib/next-config/public-rewrites.ts).
  if (/^\/containercomponent\/.+$/.test(path)) return { kind: "page" };
  for (const [pattern, page] of NAMED) {
    const segment = pattern.exec(path)?.[1];
    const name = segment === undefined ? null : decoded(segment);
    if (name) return page(name);
  }
  return null;
}
