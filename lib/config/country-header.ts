// Which request header, if any, tells the visitor's country. A country header is only as good as whoever last wrote
// it: a browser or a script can send `x-vercel-ip-country: KP` to any server, and only a platform or proxy that
// replaces the client's copy makes it true. So it is believed in two places only:
//  - on Vercel (VERCEL=1), whose edge always sets x-vercel-ip-country itself;
//  - behind proxies of the operator's own (TRUSTED_PROXY ≥ 1) when the operator names the header their proxy sets
//    and strips from clients (COUNTRY_HEADER, e.g. cf-ipcountry behind Cloudflare).
// Anywhere else the country is unknown (smart-link statistics, button order and Web Vitals count it as the world).
// Imported by next.config.ts (the share pages' rewrites): no "@/" imports, nothing server-only.

type Settings = { VERCEL?: string; TRUSTED_PROXY?: string; COUNTRY_HEADER?: string };

export const VERCEL_COUNTRY_HEADER = "x-vercel-ip-country";

/** The header to read the country from, lower-case, or null when none can be believed. */
export function trustedCountryHeader(settings: Settings): string | null {
  const named = settings.COUNTRY_HEADER?.trim().toLowerCase();
  const proxies = Number.parseInt(settings.TRUSTED_PROXY ?? "0", 10) || 0;
  if (named && proxies > 0) return named;
  return settings.VERCEL?.trim() ? VERCEL_COUNTRY_HEADER : null;
}

/** The visitor's country (ISO 3166 alpha-2) from the trusted header; null when there is none or it says nothing. */
export function requestCountry(headers: { get(name: string): string | null }, header: string | null): string | null {
  return header ? countryCode(headers.get(header)) : null;
}

/** A two-letter country code from a header value, or null. */
export function countryCode(value: string | null | undefined): string | null {
  const v = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(v) && v !== "XX" && v !== "T1" ? v : null;
}
