import { describe, expect, it } from "vitest";
import { orderForRegion, orderForView, parseView, viewSegment, type ShareView } from "./visit";
import { countryCode } from "@/lib/config/country-header";
import {
  inAppBrowserOf,
  IN_APP_PATTERN,
  isAndroid,
  isBeacon,
  isNavigation,
  isPreload,
  regionOf,
  referrerDomain,
} from "@/lib/http/visit";
import { androidIntentUrl, PLATFORMS } from "./platforms";

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

// User agents as the apps send them (Android WebViews and iOS in-app browsers).
const AGENTS = {
  instagram:
    "Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36 Instagram 339.0.0.38.119 Android (34/14; 450dpi; 1080x2125; samsung; SM-A546E; a54x; s5e8835; en_GB; 621142010)",
  facebook:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.106;FBBV/615263418;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_GB;FBOP/5]",
  tiktok:
    "Mozilla/5.0 (Linux; Android 13; TECNO KI7 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 trill_350402 JsSdk/1.0 NetType/MOBILE Channel/googleplay AppName/musical_ly app_version/35.4.2 ByteLocale/en BytedanceWebview/d8a21c6",
  x: "Mozilla/5.0 (Linux; Android 12; Infinix X6816 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36 TwitterAndroid",
  snapchat:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.5.0.38 (like Safari/8617.2.4.10.8, panda)",
};
const BROWSERS = [
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
];

describe("inAppBrowserOf", () => {
  it("names the app whose built-in browser sent the request", () => {
    for (const [app, ua] of Object.entries(AGENTS)) expect(inAppBrowserOf(ua)).toBe(app);
  });
  it("is null for browsers and for no agent at all", () => {
    for (const ua of BROWSERS) expect(inAppBrowserOf(ua)).toBeNull();
    expect(inAppBrowserOf(null)).toBeNull();
  });
  it("agrees with the pattern the share page's rewrite matches the user agent with", () => {
    const rewrite = new RegExp(`^.*(?:${IN_APP_PATTERN}).*$`);
    for (const ua of Object.values(AGENTS)) expect(rewrite.test(ua)).toBe(true);
    for (const ua of BROWSERS) expect(rewrite.test(ua)).toBe(false);
  });
  it("tells Android from other systems", () => {
    expect(isAndroid(AGENTS.instagram)).toBe(true);
    expect(isAndroid(AGENTS.facebook)).toBe(false);
  });
});

describe("the share page's views", () => {
  const views: ShareView[] = (["africa", "world"] as const).flatMap((region) =>
    [null, ...PLATFORMS.map((p) => p.field)].flatMap((preferred) =>
      [false, true].map((inApp) => ({ region, preferred, inApp })),
    ),
  );
  it("writes every view as a segment and reads it back", () => {
    expect(views).toHaveLength(24);
    for (const view of views) expect(parseView(viewSegment(view))).toEqual(view);
    expect(viewSegment({ region: "world", preferred: "appleMusic", inApp: true })).toBe("world-applemusic-inapp");
    expect(viewSegment({ region: "africa", preferred: null, inApp: false })).toBe("africa");
  });
  it("refuses any segment it never writes", () => {
    for (const bad of [
      "",
      "europe",
      "africa-",
      "africa-tidal",
      "africa-inapp-spotify",
      "world-spotify-boomplay",
      "Africa",
      "world-appleMusic",
    ])
      expect(parseView(bad)).toBeNull();
  });
  it("puts the fan's own platform first and keeps the region's order for the rest", () => {
    const all = PLATFORMS.map((p) => ({ field: p.field }));
    const fields = (view: ShareView) => orderForView(all, view).map((p) => p.field);
    expect(fields({ region: "africa", preferred: null, inApp: false })).toEqual(
      orderForRegion(all, "africa").map((p) => p.field),
    );
    expect(fields({ region: "africa", preferred: "appleMusic", inApp: false })).toEqual([
      "appleMusic",
      "boomplay",
      "audiomack",
      "spotify",
      "youtube",
    ]);
    // A platform the link does not have changes nothing.
    const some = all.filter((p) => p.field !== "spotify");
    expect(orderForView(some, { region: "world", preferred: "spotify", inApp: true }).map((p) => p.field)).toEqual(
      orderForRegion(some, "world").map((p) => p.field),
    );
  });
});

describe("androidIntentUrl", () => {
  it("opens the address in the app, with the web address as the fallback", () => {
    expect(
      androidIntentUrl("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=a&b=c", "com.spotify.music"),
    ).toBe(
      "intent://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=a&b=c#Intent;scheme=https;package=com.spotify.music;" +
        "S.browser_fallback_url=https%3A%2F%2Fopen.spotify.com%2Ftrack%2F4uLU6hMCjMI75M1A2tKUQC%3Fsi%3Da%26b%3Dc;end",
    );
  });
});
