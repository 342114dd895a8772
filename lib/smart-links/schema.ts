// Smart link inputs (admin-and-payments.md: "Smart link generator", its entity and its "Error catalogue" messages): the
// generator's form and POST /mnb/api/smart-link share the text rules; the cover picture is checked by its bytes in
// lib/storage. Each platform field takes only an https address on that platform's own hosts, so a share page can never
// send a fan to an arbitrary site. The platforms and host rule live in lib/smart-links/platforms.ts and the texts
// in lib/smart-links/copy.ts (no zod there, so the generator and the share page can use them without loading zod up
// front); both are re-exported here for the server's callers.
import { z } from "zod";
import { optionalText, requiredFile, requiredText } from "@/lib/core/form-basics";
import { platformHostMessage, SMART_LINK_NEEDS_PLATFORM, SMART_LINK_REQUIRED } from "@/lib/smart-links/copy";
import { RELEASE_TEXT } from "@/lib/smart-links/reminder-copy";
import { calendarDay, lagosToday } from "@/lib/core/lagos-time";
import {
  PLATFORMS,
  PLATFORM_FIELDS,
  isPlatformUrl,
  normalisedUrl,
  type Platform,
  type PlatformField,
} from "@/lib/smart-links/platforms";

/**
 * One platform field: blank or missing is no link (null); anything else must be that platform's https link, and is
 * kept normalised (`https://open.spotify.com/track/中文` as `…/track/%E4%B8%AD%E6%96%87`): a raw non-ASCII address
 * cannot be sent in the redirect's Location header.
 */
const platformLink = (p: Platform) =>
  optionalText(2048, platformHostMessage(p))
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isPlatformUrl(p, v), platformHostMessage(p))
    .transform(normalisedUrl);

const links = {
  youtube: platformLink(PLATFORMS[0]),
  spotify: platformLink(PLATFORMS[1]),
  boomplay: platformLink(PLATFORMS[2]),
  appleMusic: platformLink(PLATFORMS[3]),
  audiomack: platformLink(PLATFORMS[4]),
};

/**
 * The release day, a date input's "2026-12-04" read as a Lagos calendar day; empty is none. A new link's must be after
 * today; an edit may keep a day that has passed (the link is out).
 */
const releaseOn = (future: boolean) =>
  z
    .string()
    .max(20)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return future ? null : undefined;
      if (!text.trim()) return null;
      const day = calendarDay(text);
      if (!day) ctx.addIssue({ code: "custom", message: RELEASE_TEXT.releaseOnInvalid });
      else if (future && day <= lagosToday()) ctx.addIssue({ code: "custom", message: RELEASE_TEXT.releaseOnPast });
      else return new Date(`${day}T00:00:00Z`);
      return z.NEVER;
    });

const hasAPlatform = (v: Record<PlatformField, string | null>) => PLATFORM_FIELDS.some((f) => v[f]);

/** The generator's text fields (the cover file is checked on its own, with the same required message). */
export const smartLinkSchema = z
  .object({
    songTitle: requiredText(SMART_LINK_REQUIRED, 200),
    artistName: requiredText(SMART_LINK_REQUIRED, 200),
    ...links,
    releaseOn: releaseOn(true),
  })
  .refine(hasAPlatform, { message: SMART_LINK_NEEDS_PLATFORM, path: ["youtube"] });

/** The generator's form in the browser: the same rules plus the cover, which must be chosen (same message). */
export const smartLinkFormSchema = smartLinkSchema.safeExtend({ coverImage: requiredFile(SMART_LINK_REQUIRED) });

/**
 * An admin's edit: the same fields; a new cover is optional. `hidden` hides the share page (statistics stay). The old
 * client sends no release day: left out, the link keeps its own.
 */
export const smartLinkUpdateSchema = z
  .object({
    songTitle: requiredText(SMART_LINK_REQUIRED, 200),
    artistName: requiredText(SMART_LINK_REQUIRED, 200),
    ...links,
    releaseOn: releaseOn(false),
    hidden: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  })
  .refine(hasAPlatform, { message: SMART_LINK_NEEDS_PLATFORM, path: ["youtube"] });

export type SmartLinkInput = z.input<typeof smartLinkSchema>;
export type SmartLinkValues = z.output<typeof smartLinkSchema>;
export type SmartLinkUpdateValues = z.output<typeof smartLinkUpdateSchema>;

/** The share page's view beacon: what only the browser knows (cleaned again where the event is recorded). */
export const smartLinkViewSchema = z.object({
  referrer: z.string().max(2048).nullish(),
  channel: z.string().max(200).nullish(),
  medium: z.string().max(200).nullish(),
  campaign: z.string().max(200).nullish(),
  qr: z.boolean().optional(),
});

/** A signed-in creator's claim of a link they made signed out: the token the generator was given then. */
export const smartLinkClaimSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid claim token."),
});
