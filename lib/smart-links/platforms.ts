// The smart link's five platforms in the spec's field order, with the hosts each one's links may point at, and the
// rules on addresses and channels that need no schema library: read by the generator in the browser, the share page,
// the tracked redirect and the server's schema (lib/smart-links/schema.ts) alike.

/**
 * The five platforms in the spec's field order, with the hosts each one's links may point at, and the Android package
 * of the app that opens them (`android`) where the platform publishes one (see androidIntentUrl).
 */
export const PLATFORMS = [
  {
    field: "youtube",
    key: "YOUTUBE",
    label: "YouTube",
    android: "com.google.android.youtube",
    hosts: ["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be"],
    example: "https://www.youtube.com/watch?v=…",
  },
  {
    field: "spotify",
    key: "SPOTIFY",
    label: "Spotify",
    android: "com.spotify.music",
    hosts: ["open.spotify.com", "spotify.link"],
    example: "https://open.spotify.com/track/…",
  },
  {
    field: "boomplay",
    key: "BOOMPLAY",
    label: "Boomplay",
    hosts: ["boomplay.com", "www.boomplay.com"],
    example: "https://www.boomplay.com/songs/…",
  },
  {
    field: "appleMusic",
    key: "APPLE_MUSIC",
    label: "Apple Music",
    android: "com.apple.android.music",
    hosts: ["music.apple.com", "geo.music.apple.com"],
    example: "https://music.apple.com/…",
  },
  {
    field: "audiomack",
    key: "AUDIOMACK",
    label: "Audiomack",
    hosts: ["audiomack.com", "www.audiomack.com"],
    example: "https://audiomack.com/…",
  },
] as const;

export type Platform = (typeof PLATFORMS)[number];
export type PlatformField = Platform["field"];
export type PlatformKey = Platform["key"];

export const PLATFORM_FIELDS = PLATFORMS.map((p) => p.field) as PlatformField[];
export const platformByField = (field: string) => PLATFORMS.find((p) => p.field === field);
/** The platform a `/go/{platform}` segment names (the field name, any case, e.g. `applemusic`). */
export const platformBySegment = (segment: string) =>
  PLATFORMS.find((p) => p.field.toLowerCase() === segment.toLowerCase());

/**
 * An Android intent address that opens `target` in the app `androidPackage` (Chrome's `intent:` syntax), with the web
 * address as the fallback when the app is not installed. The tracked redirect answers with it only inside an app's
 * built-in browser on Android, which keeps web addresses to itself instead of handing them to the app that owns them.
 */
export function androidIntentUrl(target: string, androidPackage: string): string {
  const url = new URL(target);
  const fallback = encodeURIComponent(url.href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=https;package=${androidPackage};S.browser_fallback_url=${fallback};end`;
}

/** Whether `value` is an https address on one of the platform's hosts (no user name or password in it). */
export function isPlatformUrl(p: Platform, value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    !url.port &&
    (p.hosts as readonly string[]).includes(url.hostname.toLowerCase())
  );
}

/**
 * An address as the URL standard writes it (`new URL(x).href`): non-ASCII characters percent-encoded, host in
 * lowercase, so it can go into a `Location` header as is. Null for anything that is not an absolute address.
 */
export const normalisedUrl = (value: string | null | undefined): string | null =>
  value && URL.canParse(value) ? new URL(value).href : null;

/** `?utm_source=` (or `src`) as a channel name: lowercase letters, digits, `.`, `_`, `-`, at most 40; else none. */
export function channelName(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase() ?? "";
  return /^[a-z0-9._-]{1,40}$/.test(v) ? v : null;
}
