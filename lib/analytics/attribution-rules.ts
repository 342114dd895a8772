// Attribution (docs/features/attribution.md): where a visit came from, kept as a visitor's first and last touch in one
// signed, first-party cookie and copied onto a booking and its payment when they are made. A touch holds only the
// campaign marks of the address, the referring site's channel and host, the smart link (or its QR code) that led here,
// and the landing page's path — nothing about the person.

/** How long a touch counts: an older one is replaced by the next visit. */
export const TOUCH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Touch = {
  /** When it happened (ISO). */
  at: string;
  /** WhatsApp, Instagram, X, Facebook, TikTok, YouTube, Google, Bing, Email, Smart link, Other site or Direct. */
  channel: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** The referring site's host, without `www.`. */
  referrer: string | null;
  /** The landing page's path (no query). */
  landing: string;
  /** The smart link whose page the visit landed on, and whether it came through its QR code. */
  smartLink: string | null;
  qr: boolean;
};

export type Touches = { first: Touch; last: Touch };

export type Visit = {
  landing: string;
  referrer: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  qr: boolean;
};

const CHANNEL_HOSTS: [RegExp, string][] = [
  [/(^|\.)(whatsapp\.com|wa\.me)$/, "WhatsApp"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, "X"],
  [/(^|\.)(facebook\.com|fb\.me|fb\.com)$/, "Facebook"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
];

const CHANNEL_SOURCES: [RegExp, string][] = [
  [/^(whatsapp|wa)$/, "WhatsApp"],
  [/^(instagram|ig)$/, "Instagram"],
  [/^(x|twitter)$/, "X"],
  [/^(facebook|fb)$/, "Facebook"],
  [/^tiktok$/, "TikTok"],
  [/^(youtube|yt)$/, "YouTube"],
  [/^google$/, "Google"],
  [/^(newsletter|email|reminder)$/, "Email"],
];

const SMART_LINK_PATH = /^\/smartlink\/([a-z0-9-]{1,200})(?:\/|$)/;

/** A campaign mark as stored: lowercase letters, digits, `.`, `_`, `-`, at most 60; anything else is none. */
export function mark(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase() ?? "";
  return /^[a-z0-9._-]{1,60}$/.test(v) ? v : null;
}

/** The channel of a visit: its `utm_source` when it names one we know, else the referring site, else the page. */
export function channelOf(visit: Pick<Visit, "source" | "medium" | "referrer" | "landing">): string {
  const source = mark(visit.source);
  const medium = mark(visit.medium);
  if (source) for (const [pattern, channel] of CHANNEL_SOURCES) if (pattern.test(source)) return channel;
  if (medium === "email") return "Email";
  if (visit.referrer) {
    for (const [pattern, channel] of CHANNEL_HOSTS) if (pattern.test(visit.referrer)) return channel;
    return "Other site";
  }
  if (source) return "Other site";
  return SMART_LINK_PATH.test(visit.landing) ? "Smart link" : "Direct";
}

/** The landing page's path, without its query and fragment. */
export const landingPath = (landing: string) => landing.split(/[?#]/)[0] || "/";

/** The touch a visit makes (`referrer` is the referring host, already without our own site). */
export function touchOf(visit: Visit, now: Date): Touch {
  const landing = landingPath(visit.landing).slice(0, 200);
  return {
    at: now.toISOString(),
    channel: channelOf({ ...visit, landing }),
    source: mark(visit.source),
    medium: mark(visit.medium),
    campaign: mark(visit.campaign),
    referrer: visit.referrer?.slice(0, 120) ?? null,
    landing,
    smartLink: SMART_LINK_PATH.exec(landing)?.[1] ?? null,
    qr: visit.qr && SMART_LINK_PATH.test(landing),
  };
}

const expired = (touch: Touch, now: Date) => now.getTime() - Date.parse(touch.at) > TOUCH_TTL_MS;

/**
 * The visitor's touches after a new one: the first stays unless it is older than 30 days; the last becomes the new
 * one unless that is a direct visit (typing the address or a bookmark does not take the credit from the link that
 * brought the visitor) — an expired last touch is replaced by anything.
 */
export function withTouch(current: Touches | null, touch: Touch, now: Date): Touches {
  if (!current || expired(current.first, now)) return { first: touch, last: touch };
  const replacesLast = touch.channel !== "Direct" || expired(current.last, now);
  return { first: current.first, last: replacesLast ? touch : current.last };
}

/** Touches as a booking or payment keeps them, at `now`: none older than 30 days (the last stands for an old first). */
export function liveTouches(touches: Touches | null, now: Date): Touches | null {
  if (!touches || expired(touches.last, now)) return null;
  return expired(touches.first, now) ? { first: touches.last, last: touches.last } : touches;
}

/** The columns a booking or payment keeps them in (JSON objects; none without touches). */
export const touchColumns = (touches: Touches | null) =>
  touches ? { firstTouch: touches.first, lastTouch: touches.last } : {};
