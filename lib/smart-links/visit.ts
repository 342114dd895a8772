// The rules of a smart-link visit, free of I/O: which order the platform buttons come in for a region and a fan's
// chosen platform, and the share page's views (lib/http/visit.ts has the visit's region, device and browser).
import { PLATFORM_FIELDS, type PlatformField } from "./platforms";
import { REGIONS, type Region } from "../http/visit";

/** Button order per region: Boomplay and Audiomack lead in Africa, Spotify and Apple Music elsewhere. */
export const PLATFORM_ORDER: Record<Region, PlatformField[]> = {
  africa: ["boomplay", "audiomack", "spotify", "appleMusic", "youtube"],
  world: ["spotify", "appleMusic", "youtube", "audiomack", "boomplay"],
};

export function orderForRegion<T extends { field: PlatformField }>(platforms: T[], region: Region): T[] {
  const order = PLATFORM_ORDER[region];
  return [...platforms].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * The platform a fan last picked on any smart link (its `/go/` segment, e.g. `spotify`, `applemusic`), kept in this
 * first-party cookie for a year; the share page puts that platform first. Read by the share page's rewrite, so the
 * page itself stays a cached static variant and needs no script.
 */
export const PREFERRED_PLATFORM_COOKIE = "mnb_platform";
export const PREFERRED_PLATFORM_MAX_AGE = 365 * 24 * 60 * 60;

/** What the share page varies by: the visitor's region, the platform they picked before, an app's built-in browser. */
export type ShareView = { region: Region; preferred: PlatformField | null; inApp: boolean };

/** A view as its path segment: `africa`, `world-spotify`, `africa-inapp`, `world-applemusic-inapp`. */
export const viewSegment = ({ region, preferred, inApp }: ShareView) =>
  [region, preferred?.toLowerCase(), inApp ? "inapp" : null].filter(Boolean).join("-");

/** The view a path segment names, or null for anything viewSegment never writes. */
export function parseView(segment: string): ShareView | null {
  const parts = segment.split("-");
  const region = parts.shift() as Region;
  if (!REGIONS.includes(region)) return null;
  const inApp = parts.at(-1) === "inapp";
  if (inApp) parts.pop();
  if (parts.length > 1) return null;
  const preferred = parts.length ? PLATFORM_FIELDS.find((f) => f.toLowerCase() === parts[0]) : null;
  if (preferred === undefined) return null;
  return { region, preferred, inApp };
}

/** The region's order, with the fan's own platform (when the link has it) moved to the top. */
export function orderForView<T extends { field: PlatformField }>(platforms: T[], view: ShareView): T[] {
  const ordered = orderForRegion(platforms, view.region);
  const mine = ordered.find((p) => p.field === view.preferred);
  return mine ? [mine, ...ordered.filter((p) => p !== mine)] : ordered;
}
