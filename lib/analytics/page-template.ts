// What the browser's Web Vitals reporter (components/vitals/vitals-beacon.ts) needs to name a page view: its template
// and the connection type. Kept apart from ./web-vitals.ts, which re-exports it, so the reporter's chunk carries these
// few lines and not the visit rules (country groups, device classes) that web-vitals.ts brings with ./smart-link-visit.
export const PAGE_TEMPLATES = [
  "home",
  "blog",
  "post",
  "songs",
  "service",
  "style-spotlight",
  "smartlink",
  "other",
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

const TEMPLATE_BY_SEGMENT: Record<string, PageTemplate> = {
  home: "home",
  blog: "blog",
  post: "post",
  songs: "songs",
  service: "service",
  "style-spotlight": "style-spotlight",
  smartlink: "smartlink",
};

/**
 * The template of a public page from its path's first segment (`/post/any-slug` → "post"). Only this leaves the
 * browser, never the path: paths can carry tokens (`/reset-password/…`) or a reader's search. Null for admin pages,
 * which are never measured.
 */
export function templateOf(pathname: string): PageTemplate | null {
  const first = pathname.split("/").find(Boolean) ?? "";
  if (first.startsWith("admin")) return null;
  return TEMPLATE_BY_SEGMENT[first] ?? "other";
}

/** `navigator.connection.effectiveType`, where the browser tells it (Chromium only). */
export const EFFECTIVE_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type EffectiveType = (typeof EFFECTIVE_TYPES)[number];
