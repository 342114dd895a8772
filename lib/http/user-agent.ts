// What a visitor's user agent says, for smart-link statistics and the Web Vitals device groups: the kind of device,
// the operating system and browser (parsed with bowser: MIT, maintained; ua-parser-js 2.x is AGPL and not used), and
// the app whose built-in browser it is (the marks in lib/smart-links/visit.ts). Only these coarse names are
// kept, never the agent itself. Server-side only: bowser stays out of every browser bundle.
import "server-only";
import Bowser from "bowser";
import { inAppBrowserOf, type Device, type InAppBrowser } from "@/lib/http/visit";
import type { DeviceClass } from "./visit";

/** At most this many characters of a name are kept (a forged agent cannot fill a column). */
const MAX_NAME = 40;

const name = (value: string | undefined) => {
  const trimmed = value?.trim().slice(0, MAX_NAME);
  return trimmed ? trimmed : null;
};

/**
 * Browsers much used by our visitors that bowser does not tell apart: Opera Mini (its server renders the page; bowser
 * says "Opera") and Transsion's Phoenix on Tecno, Infinix and itel phones (bowser says "Chrome", the engine it wraps).
 */
const BROWSER_MARKS: [RegExp, string][] = [
  [/\bOpera Mini\//, "Opera Mini"],
  [/\bPHX\/\d/, "Phoenix"],
];

const DEVICES: Record<string, Device> = { mobile: "MOBILE", tablet: "TABLET", desktop: "DESKTOP" };

export type VisitorAgent = {
  device: Device;
  /** "Android", "iOS", "Windows", …; null when unknown. */
  os: string | null;
  /** "Chrome", "Safari", "Samsung Internet for Android", "Opera Mini", …; an app's built-in browser is its engine's. */
  browser: string | null;
  /** The app whose built-in browser this is (Instagram, Facebook, Messenger, …), or null for a browser. */
  app: InAppBrowser | null;
};

/**
 * Device, system, browser and in-app browser of a user agent. The device is bowser's form factor, which reads the
 * agent's own tokens ("iPad", "Mobile" in "Mobile Safari", an Android tablet's missing "Mobile") rather than any
 * "Android" or "Mobile" anywhere in it: an app's suffix such as Instagram's "Android (33/13; …)" does not make a phone a
 * tablet. An iPad asking for desktop sites sends a Mac's agent and counts as a desktop (only script could tell).
 */
export function agentOf(userAgent: string | null | undefined): VisitorAgent {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return { device: "OTHER", os: null, browser: null, app: null };
  const parser = Bowser.getParser(ua);
  const own = BROWSER_MARKS.find(([mark]) => mark.test(ua))?.[1];
  // Opera Mini on a feature phone (J2ME) names no platform bowser knows; it is still a phone.
  const device = DEVICES[parser.getPlatformType(true)] ?? (own === "Opera Mini" ? "MOBILE" : "OTHER");
  return {
    device,
    os: name(parser.getOSName()),
    browser: own ?? name(parser.getBrowserName()),
    app: inAppBrowserOf(ua),
  };
}

/**
 * Mobile, tablet or desktop, for the Web Vitals groups. The `Sec-CH-UA-Mobile: ?1` client hint (Chromium) says phone
 * even where the reduced agent no longer does; otherwise the agent decides, and one that names no phone or tablet is
 * a desktop.
 */
export function deviceClassOf(userAgent: string | null, mobileHint: string | null = null): DeviceClass {
  if (mobileHint?.trim() === "?1") return "mobile";
  const { device } = agentOf(userAgent);
  if (device === "TABLET") return "tablet";
  return device === "MOBILE" ? "mobile" : "desktop";
}
