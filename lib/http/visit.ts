// The rules of a visit, free of I/O: which region a country is in, which app's built-in browser a user agent is,
// which site a referrer names, and whether a request is a preload, a navigation or a beacon rather than a visit.

/** ISO 3166-1 alpha-2 codes of the African countries and territories. */
export const AFRICAN_COUNTRIES = (
  "DZ AO BJ BW BF BI CV CM CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ " +
  "NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW"
).split(" ");
const AFRICA = new Set(AFRICAN_COUNTRIES);

export type Region = "africa" | "world";
export const REGIONS: Region[] = ["africa", "world"];
/** Africa for African countries; everywhere else (and an unknown country) is the rest of the world. */
export const regionOf = (country: string | null): Region => (country && AFRICA.has(country) ? "africa" : "world");

/** A coarse device class, read from the user agent by lib/http/user-agent.ts. */
export type Device = "MOBILE" | "TABLET" | "DESKTOP" | "OTHER";

/** The device classes Web Vitals are grouped by (a visit that is none of them is counted as desktop). */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The site a referrer address names, without `www.` (e.g. `l.instagram.com`, `t.co`), or null for none, for a
 * malformed one, and for our own site (a visit from our own page is not a channel).
 */
export function referrerDomain(referrer: string | null | undefined, ownHost?: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!host || host.length > 120) return null;
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, "")) return null;
  return host;
}

/** A browser's speculative fetch (prefetch or prerender) is not a visit: it is never counted. */
export function isPreload(headers: Headers): boolean {
  const purpose =
    `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-purpose") ?? ""}`.toLowerCase();
  // Next's client router prefetches with its own header; a plain link never sends it.
  return (
    /prefetch|prerender|preview/.test(purpose) ||
    headers.get("x-moz")?.toLowerCase() === "prefetch" ||
    headers.get("next-router-prefetch") === "1"
  );
}

/**
 * Whether a request to the tracked redirect is a person's top-level navigation. Browsers say what a request is for
 * (`Sec-Fetch-Dest` with `Sec-Fetch-Mode`): an `<img>`, a script, a frame or a fetch pointed at the redirect is not a
 * click. Clients that send no `Sec-Fetch-Dest` (old browsers, curl, server-side fetch, which sends a mode alone) are
 * still counted, under the per-address and per-link limits.
 */
export function isNavigation(headers: Headers): boolean {
  const dest = headers.get("sec-fetch-dest");
  if (dest === null) return true;
  const mode = headers.get("sec-fetch-mode");
  return dest === "document" && (mode === null || mode === "navigate");
}

/**
 * Whether a view beacon came the way the share page sends it: a fetch from our own page (`Sec-Fetch-Dest: empty`,
 * same origin). A form posted from a page, or another site's script, is not a view. Clients that send neither header
 * are counted under the limits.
 */
export function isBeacon(headers: Headers): boolean {
  const dest = headers.get("sec-fetch-dest");
  const site = headers.get("sec-fetch-site");
  return (dest === null || dest === "empty") && (site === null || site === "same-origin");
}

/** The in-app browsers of the apps our links are shared in, by the marks each puts in its user agent. */
// Messenger comes before Facebook: its agent carries Facebook's marks too. WhatsApp has none: it opens links in the
// phone's own browser, whose agent is the browser's.
export const IN_APP_BROWSERS = [
  { name: "instagram", label: "Instagram", marks: ["Instagram"] },
  {
    name: "messenger",
    label: "Messenger",
    marks: ["Orca-Android", "FB_IAB/MESSENGER", "MessengerForiOS", "MessengerLiteForiOS"],
  },
  { name: "facebook", label: "Facebook", marks: ["FBAN/", "FBAV/", "FB_IAB", "FBIOS"] },
  { name: "tiktok", label: "TikTok", marks: ["musical_ly", "BytedanceWebview", "TikTok"] },
  { name: "x", label: "X", marks: ["TwitterAndroid", "Twitter for"] },
  { name: "snapchat", label: "Snapchat", marks: ["Snapchat"] },
  { name: "linkedin", label: "LinkedIn", marks: ["[LinkedInApp]"] },
] as const;
export type InAppBrowser = (typeof IN_APP_BROWSERS)[number]["name"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Every in-app mark as one pattern: the share page's rewrite matches the user agent header with it. */
export const IN_APP_PATTERN = IN_APP_BROWSERS.flatMap((b) => b.marks.map(escapeRegExp)).join("|");

/** Which app's built-in browser a user agent is (one of IN_APP_BROWSERS), or null for a browser. */
export function inAppBrowserOf(userAgent: string | null | undefined): InAppBrowser | null {
  const ua = userAgent ?? "";
  return IN_APP_BROWSERS.find((b) => b.marks.some((mark) => ua.includes(mark)))?.name ?? null;
}

export const inAppLabel = (name: string) => IN_APP_BROWSERS.find((b) => b.name === name)?.label ?? name;

export const isAndroid = (userAgent: string | null | undefined) => /Android/i.test(userAgent ?? "");
