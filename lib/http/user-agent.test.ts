import { describe, expect, it } from "vitest";
import { agentOf, deviceClassOf } from "./user-agent";

// User agents as real phones, tablets and apps send them. An app's built-in browser is Android's WebView ("wv",
// "Version/4.0 Chrome/…") or iOS's WKWebView (no "Safari/" token) with the app's mark appended; its browser is that
// engine's, and the app is the in-app flag. Phones say "Mobile" ("Mobile Safari", "Mobile/15E148"); Android tablets
// leave it out.
const ANDROID_PHONE_WV =
  "Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.6613.146 Mobile Safari/537.36";
const ANDROID_TABLET_WV =
  "Mozilla/5.0 (Linux; Android 13; SM-X200 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.6613.146 Safari/537.36";
const IPHONE_WV =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

type Row = [label: string, ua: string, device: "MOBILE" | "TABLET" | "DESKTOP", browser: string, app: string | null];

const IN_APP: Row[] = [
  [
    "Instagram, Android phone",
    `${ANDROID_PHONE_WV} Instagram 339.0.0.38.119 Android (33/13; 450dpi; 1080x2177; samsung; SM-A536E; a53x; s5e8825; en_GB; 619467310)`,
    "MOBILE",
    "Chrome",
    "instagram",
  ],
  [
    "Instagram, Android tablet",
    `${ANDROID_TABLET_WV} Instagram 339.0.0.38.119 Android (33/13; 240dpi; 1200x1920; samsung; SM-X200; gta8wifi; ums9230_4h10; en_US; 619467310)`,
    "TABLET",
    "Chrome",
    "instagram",
  ],
  [
    "Instagram, iPhone",
    `${IPHONE_WV} Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_6_1; en_GB; en; scale=3.00; 1170x2532; 619467310)`,
    "MOBILE",
    "Safari",
    "instagram",
  ],
  ["Facebook, Android phone", `${ANDROID_PHONE_WV} [FB_IAB/FB4A;FBAV/480.0.0.45.109;]`, "MOBILE", "Chrome", "facebook"],
  [
    "Facebook, Android tablet",
    `${ANDROID_TABLET_WV} [FB_IAB/FB4A;FBAV/480.0.0.45.109;]`,
    "TABLET",
    "Chrome",
    "facebook",
  ],
  [
    "Facebook, iPhone",
    `${IPHONE_WV} [FBAN/FBIOS;FBAV/480.0.0.37.107;FBBV/646384011;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.6.1;FBSS/3;FBID/phone;FBLC/en_GB;FBOP/5;FBRV/648155217]`,
    "MOBILE",
    "Safari",
    "facebook",
  ],
  [
    "Messenger, Android phone",
    `${ANDROID_PHONE_WV} [FB_IAB/Orca-Android;FBAV/470.0.0.50.109;]`,
    "MOBILE",
    "Chrome",
    "messenger",
  ],
  [
    "Messenger, Android tablet",
    `${ANDROID_TABLET_WV} [FB_IAB/Orca-Android;FBAV/470.0.0.50.109;]`,
    "TABLET",
    "Chrome",
    "messenger",
  ],
  [
    "Messenger, iPhone",
    `${IPHONE_WV} [FBAN/MessengerForiOS;FBAV/471.0.0.46.107;FBBV/621316580;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5.1;FBSS/3;FBCR/;FBID/phone;FBLC/en_GB;FBOP/5;FBRV/0]`,
    "MOBILE",
    "Safari",
    "messenger",
  ],
  [
    "TikTok, Android phone",
    "Mozilla/5.0 (Linux; Android 13; TECNO KI7 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 trill_350402 JsSdk/1.0 NetType/MOBILE Channel/googleplay AppName/musical_ly app_version/35.4.2 ByteLocale/en BytedanceWebview/d8a21c6",
    "MOBILE",
    "Chrome",
    "tiktok",
  ],
  [
    "TikTok, Android tablet",
    `${ANDROID_TABLET_WV} trill_350402 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/35.4.2 ByteLocale/en BytedanceWebview/d8a21c6`,
    "TABLET",
    "Chrome",
    "tiktok",
  ],
  [
    "TikTok, iPhone",
    `${IPHONE_WV} musical_ly_35.6.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/NG isDarkMode/0 WKWebView/1 RevealType/Dialog BytedanceWebview/d8a21c6`,
    "MOBILE",
    "Safari",
    "tiktok",
  ],
  [
    "Snapchat, Android phone",
    "Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36 Snapchat/13.5.0.38 (SM-A145F; Android 13#A145FXXS4BXE1#33; gzip; )",
    "MOBILE",
    "Chrome",
    "snapchat",
  ],
  [
    "Snapchat, Android tablet",
    `${ANDROID_TABLET_WV} Snapchat/13.5.0.38 (SM-X200; Android 13#X200XXS3CXE2#33; gzip; )`,
    "TABLET",
    "Chrome",
    "snapchat",
  ],
  [
    "Snapchat, iPhone",
    `${IPHONE_WV} Snapchat/13.5.0.34 (like Safari/8618.2.12.10.5, panda)`,
    "MOBILE",
    "Safari",
    "snapchat",
  ],
  [
    "X, Android phone",
    "Mozilla/5.0 (Linux; Android 12; Infinix X6816 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36 TwitterAndroid",
    "MOBILE",
    "Chrome",
    "x",
  ],
  ["X, Android tablet", `${ANDROID_TABLET_WV} TwitterAndroid`, "TABLET", "Chrome", "x"],
  ["X, iPhone", `${IPHONE_WV} Twitter for iPhone/10.52`, "MOBILE", "Safari", "x"],
  [
    "LinkedIn, Android phone",
    "Mozilla/5.0 (Linux; Android 14; SM-A155F Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 [LinkedInApp]/4.1.972",
    "MOBILE",
    "Chrome",
    "linkedin",
  ],
  ["LinkedIn, Android tablet", `${ANDROID_TABLET_WV} [LinkedInApp]/4.1.972`, "TABLET", "Chrome", "linkedin"],
  ["LinkedIn, iPhone", `${IPHONE_WV} [LinkedInApp]/9.30.1462`, "MOBILE", "Safari", "linkedin"],
];

// WhatsApp opens a link in the phone's own browser (Chrome, Samsung Internet, Safari…), so its visitors send that
// browser's agent; its channel comes from the referrer or the link's utm_source, never from the agent.
const WHATSAPP: Row[] = [
  [
    "WhatsApp, Android phone (opens Chrome)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    "MOBILE",
    "Chrome",
    null,
  ],
  [
    "WhatsApp, Android tablet (opens Chrome)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "TABLET",
    "Chrome",
    null,
  ],
  [
    "WhatsApp, iPhone (opens Safari)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "MOBILE",
    "Safari",
    null,
  ],
];

const BROWSERS: Row[] = [
  [
    "Opera Mini (server-rendered), Android",
    "Opera/9.80 (Android; Opera Mini/7.5.33361/191.227; U; en) Presto/2.12.423 Version/12.16",
    "MOBILE",
    "Opera Mini",
    null,
  ],
  [
    "Opera Mini on a feature phone",
    "Opera/9.80 (J2ME/MIDP; Opera Mini/4.2.14912/870; U; en) Presto/2.4.15",
    "MOBILE",
    "Opera Mini",
    null,
  ],
  [
    "Phoenix (Transsion)",
    "Mozilla/5.0 (Linux; U; Android 7.1; en-; OPPO A37f Build/LMY47I) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/43.0.2357.121 Mobile Safari/537.36 PHX/16.2",
    "MOBILE",
    "Phoenix",
    null,
  ],
  [
    "UC Browser",
    "Mozilla/5.0 (Linux; U; Android 10; en-US; Infinix X657C Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36",
    "MOBILE",
    "UC Browser",
    null,
  ],
  [
    "Samsung Internet, phone",
    "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    "MOBILE",
    "Samsung Internet for Android",
    null,
  ],
  [
    "Samsung Internet, tablet",
    "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36",
    "TABLET",
    "Samsung Internet for Android",
    null,
  ],
  [
    "Chrome on an Android tablet (model named)",
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "TABLET",
    "Chrome",
    null,
  ],
  [
    "iPad",
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "TABLET",
    "Safari",
    null,
  ],
  // iPadOS asks for desktop sites by default and sends a Mac's agent, word for word: only script (touch points) could
  // tell it from a Mac, so the server counts it as a desktop.
  [
    "iPad in desktop mode",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    "DESKTOP",
    "Safari",
    null,
  ],
  [
    "Edge on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    "DESKTOP",
    "Microsoft Edge",
    null,
  ],
];

describe("agentOf: a table of real agents", () => {
  it.each([...IN_APP, ...WHATSAPP, ...BROWSERS])("%s", (_label, ua, device, browser, app) => {
    expect(agentOf(ua)).toMatchObject({ device, browser, app });
  });

  it("names the operating system", () => {
    expect(agentOf(IN_APP[0][1]).os).toBe("Android");
    expect(agentOf(IN_APP[2][1]).os).toBe("iOS");
    expect(agentOf(BROWSERS.at(-1)![1]).os).toBe("Windows");
  });

  it("keeps nothing for an empty or unknown agent", () => {
    const none = { device: "OTHER", os: null, browser: null, app: null };
    expect(agentOf(null)).toEqual(none);
    expect(agentOf("   ")).toEqual(none);
    expect(agentOf("x".repeat(500))).toEqual(none);
    expect(agentOf("SomethingElse/1.0")).toEqual(none);
  });
});

describe("deviceClassOf (the Web Vitals groups)", () => {
  it("groups the same agents as phones, tablets and desktops", () => {
    expect(deviceClassOf(IN_APP[0][1])).toBe("mobile");
    expect(deviceClassOf(IN_APP[1][1])).toBe("tablet");
    expect(deviceClassOf(BROWSERS.at(-2)![1])).toBe("desktop");
    expect(deviceClassOf(null)).toBe("desktop");
  });

  it("believes the mobile client hint when the agent is reduced", () => {
    const windows = BROWSERS.at(-1)![1];
    const tablet = WHATSAPP[1][1];
    expect(deviceClassOf(windows, "?0")).toBe("desktop");
    expect(deviceClassOf(windows, "?1")).toBe("mobile");
    expect(deviceClassOf(tablet, "?1")).toBe("mobile");
    expect(deviceClassOf(tablet, "?0")).toBe("tablet");
  });
});
