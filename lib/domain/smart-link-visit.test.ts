import { describe, expect, it } from "vitest";
import {
  countryCode,
  deviceOf,
  isBeacon,
  isNavigation,
  isPreload,
  orderForRegion,
  regionOf,
  referrerDomain,
} from "./smart-link-visit";
import { PLATFORMS } from "./smart-link-platforms";

describe("country and region", () => {
  it("reads a two-letter code in any case and ignores unknown markers", () => {
    expect(countryCode(" ng ")).toBe("NG");
    expect(countryCode("USA")).toBeNull();
    expect(countryCode("XX")).toBeNull(); // Cloudflare: unknown
    expect(countryCode("T1")).toBeNull(); // Cloudflare: Tor
    expect(countryCode(null)).toBeNull();
  });

  it("puts African countries in Africa and everything else (unknown included) in the world", () => {
    for (const c of ["NG", "GH", "KE", "ZA", "EG", "CI"]) expect(regionOf(c)).toBe("africa");
    for (const c of ["US", "GB", "DE", "BR", null]) expect(regionOf(c)).toBe("world");
  });

  it("orders Boomplay and Audiomack first in Africa, Spotify and Apple Music first elsewhere", () => {
    const all = [...PLATFORMS];
    expect(
      orderForRegion(all, "africa")
        .map((p) => p.field)
        .slice(0, 2),
    ).toEqual(["boomplay", "audiomack"]);
    expect(
      orderForRegion(all, "world")
        .map((p) => p.field)
        .slice(0, 2),
    ).toEqual(["spotify", "appleMusic"]);
    // Only the given platforms, none lost or added.
    const some = all.filter((p) => p.field !== "boomplay");
    expect(orderForRegion(some, "africa").map((p) => p.field)).toEqual([
      "audiomack",
      "spotify",
      "appleMusic",
      "youtube",
    ]);
  });
});

describe("deviceOf", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "MOBILE"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36", "MOBILE"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15", "TABLET"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", "TABLET"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", "DESKTOP"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15", "DESKTOP"],
    ["SomethingElse/1.0", "OTHER"],
    ["", "OTHER"],
  ])("%s → %s", (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });
});

describe("referrerDomain", () => {
  it("keeps the host without www, and drops our own site, malformed and non-web addresses", () => {
    expect(referrerDomain("https://www.instagram.com/p/abc")).toBe("instagram.com");
    expect(referrerDomain("https://t.co/xyz")).toBe("t.co");
    expect(referrerDomain("https://mynationblog.com/blog", "www.mynationblog.com")).toBeNull();
    expect(referrerDomain("android-app://com.whatsapp/")).toBeNull();
    expect(referrerDomain("not a url")).toBeNull();
    expect(referrerDomain("")).toBeNull();
  });
});

describe("isPreload", () => {
  it("recognises prefetch and prerender requests", () => {
    expect(isPreload(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPreload(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPreload(new Headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPreload(new Headers({ "next-router-prefetch": "1" }))).toBe(true);
    expect(isPreload(new Headers({ "user-agent": "Mozilla/5.0" }))).toBe(false);
  });
});

describe("isNavigation", () => {
  it("counts a top-level navigation, and a client that sends no fetch metadata", () => {
    expect(isNavigation(new Headers({ "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }))).toBe(true);
    expect(isNavigation(new Headers({ "user-agent": "curl/8.5.0" }))).toBe(true);
    // Node's fetch sends a mode of its own and no destination: not a browser, so counted under the limits.
    expect(isNavigation(new Headers({ "sec-fetch-mode": "cors" }))).toBe(true);
  });
  it("does not count an image, a script, a frame or a fetch pointed at the redirect", () => {
    for (const [dest, mode] of [
      ["image", "no-cors"],
      ["script", "no-cors"],
      ["iframe", "navigate"],
      ["empty", "cors"],
      ["document", "no-cors"],
    ]) {
      expect(isNavigation(new Headers({ "sec-fetch-dest": dest, "sec-fetch-mode": mode }))).toBe(false);
    }
  });
});

describe("isBeacon", () => {
  it("counts the share page's own fetch, and a client that sends no fetch metadata", () => {
    expect(
      isBeacon(new Headers({ "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" })),
    ).toBe(true);
    expect(isBeacon(new Headers())).toBe(true);
  });
  it("does not count a form posted at it or another site's request", () => {
    expect(
      isBeacon(
        new Headers({ "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" }),
      ),
    ).toBe(false);
    expect(isBeacon(new Headers({ "sec-fetch-dest": "empty", "sec-fetch-site": "cross-site" }))).toBe(false);
  });
});
