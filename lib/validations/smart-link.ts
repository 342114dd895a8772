// Smart link inputs (admin-and-payments.md: generator, entity, §8 messages): the generator's form and
// POST /mnb/api/smart-link share the text rules; the cover picture is checked by its bytes in lib/storage.
// Each platform field takes only an https address on that platform's own hosts, so a share page can never send a fan
// to an arbitrary site.
import { z } from "zod";
import { optionalText, requiredText } from "./basics";

export const SMART_LINK_REQUIRED = "Please enter song title, artist name, and select a cover image";
export const SMART_LINK_FAILED = "Failed to create smart link";
export const SMART_LINK_NETWORK_ERROR = "An error occurred. Please try again.";
export const SMART_LINK_CREATED = "Smart link created successfully";
export const SMART_LINK_NOT_FOUND = "Smart link not found.";
export const SMART_LINK_NEEDS_PLATFORM = "Please add at least one platform link.";
export const SMART_LINK_DESCRIPTION = "Listen now on My Nation Blog SmartLink!";

/** The five platforms in the spec's field order, with the hosts each one's links may point at. */
export const PLATFORMS = [
  { field: "youtube", key: "YOUTUBE", label: "YouTube", hosts: ["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be"], example: "https://www.youtube.com/watch?v=…" },
  { field: "spotify", key: "SPOTIFY", label: "Spotify", hosts: ["open.spotify.com", "spotify.link"], example: "https://open.spotify.com/track/…" },
  { field: "boomplay", key: "BOOMPLAY", label: "Boomplay", hosts: ["boomplay.com", "www.boomplay.com"], example: "https://www.boomplay.com/songs/…" },
  { field: "appleMusic", key: "APPLE_MUSIC", label: "Apple Music", hosts: ["music.apple.com", "geo.music.apple.com"], example: "https://music.apple.com/…" },
  { field: "audiomack", key: "AUDIOMACK", label: "Audiomack", hosts: ["audiomack.com", "www.audiomack.com"], example: "https://audiomack.com/…" },
] as const;

export type Platform = (typeof PLATFORMS)[number];
export type PlatformField = Platform["field"];
export type PlatformKey = Platform["key"];

export const PLATFORM_FIELDS = PLATFORMS.map((p) => p.field) as PlatformField[];
export const platformByField = (field: string) => PLATFORMS.find((p) => p.field === field);
/** The platform a `/go/{platform}` segment names (the field name, any case, e.g. `applemusic`). */
export const platformBySegment = (segment: string) => PLATFORMS.find((p) => p.field.toLowerCase() === segment.toLowerCase());

export const platformHostMessage = (p: Platform) =>
  `Please enter ${/^[AEIOU]/.test(p.label) ? "an" : "a"} ${p.label} link (https://${p.hosts[0]}/…).`;

/** Whether `value` is an https address on one of the platform's hosts (no user name or password in it). */
export function isPlatformUrl(p: Platform, value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && !url.username && !url.password && !url.port && (p.hosts as readonly string[]).includes(url.hostname.toLowerCase());
}

/** One platform field: blank or missing is no link (null); anything else must be that platform's https link. */
const platformLink = (p: Platform) =>
  optionalText(2048, platformHostMessage(p))
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isPlatformUrl(p, v), platformHostMessage(p));

const links = {
  youtube: platformLink(PLATFORMS[0]),
  spotify: platformLink(PLATFORMS[1]),
  boomplay: platformLink(PLATFORMS[2]),
  appleMusic: platformLink(PLATFORMS[3]),
  audiomack: platformLink(PLATFORMS[4]),
};

const hasAPlatform = (v: Record<PlatformField, string | null>) => PLATFORM_FIELDS.some((f) => v[f]);

/** The generator's text fields (the cover file is checked on its own, with the same required message). */
export const smartLinkSchema = z
  .object({
    songTitle: requiredText(SMART_LINK_REQUIRED, 200),
    artistName: requiredText(SMART_LINK_REQUIRED, 200),
    ...links,
  })
  .refine(hasAPlatform, { message: SMART_LINK_NEEDS_PLATFORM, path: ["youtube"] });

/** An admin's edit: the same fields; a new cover is optional. `hidden` hides the share page (statistics stay). */
export const smartLinkUpdateSchema = z
  .object({
    songTitle: requiredText(SMART_LINK_REQUIRED, 200),
    artistName: requiredText(SMART_LINK_REQUIRED, 200),
    ...links,
    hidden: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  })
  .refine(hasAPlatform, { message: SMART_LINK_NEEDS_PLATFORM, path: ["youtube"] });

export type SmartLinkInput = z.input<typeof smartLinkSchema>;
export type SmartLinkValues = z.output<typeof smartLinkSchema>;
export type SmartLinkUpdateValues = z.output<typeof smartLinkUpdateSchema>;

/** `?utm_source=` (or `src`) as a channel name: lowercase letters, digits, `.`, `_`, `-`, at most 40; else none. */
export function channelName(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase() ?? "";
  return /^[a-z0-9._-]{1,40}$/.test(v) ? v : null;
}
