// What a visitor and a link-preview fetcher touch of a smart link: the share page as raw HTML (no JavaScript), its
// share image, the button order by country, the tracked redirect (302 to the stored address only, the click recorded
// after the response, bots as previews, repeats not unique, preloads not at all), the view beacon, the QR codes and
// the sitemap. Clicks are written after the redirect has answered, so those tests read the database until they appear.
import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BASE_URL, Client, TEST_COUNTRY_HEADER, type Reply } from "@/testing/http";
import { file, pngBytes, unique } from "@/testing/fixtures";
import { PLATFORM_ORDER } from "@/lib/smart-links/visit";
import { smartLinkStats } from "@/lib/smart-links/stats";
import { SMART_LINK_DESCRIPTION, SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";

const SITE = process.env.SITE_URL!;
const STORED = {
  youtube: "https://youtu.be/abc123",
  spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
  boomplay: "https://www.boomplay.com/songs/12345",
  appleMusic: "https://music.apple.com/ng/album/water/1?i=2",
  audiomack: "https://audiomack.com/tems/song/water",
};
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

type Created = { slug: string };

async function createLink(
  fields: Record<string, string> = STORED,
  songTitle = unique("Water"),
): Promise<{ slug: string; songTitle: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ songTitle, artistName: "Tems", ...fields })) form.set(k, v);
  form.set("coverImage", file(await pngBytes(64, 64), "cover.png", "image/png"));
  const reply = await new Client().post<Created>("/mnb/api/smart-link", form);
  expect(reply.status).toBe(201);
  return { slug: reply.body.slug, songTitle };
}

/** A link an admin hid, written straight to the database under a slug no server has been asked for yet. */
async function hiddenLink() {
  const slug = unique("hidden-link");
  await db.smartLink.create({
    data: {
      slug,
      songTitle: "Hidden",
      artistName: "Nobody",
      coverImageUrl: "/files/image/x.png",
      spotify: STORED.spotify,
      hidden: true,
    },
  });
  return slug;
}

const page = (path: string, headers: Record<string, string> = {}, client = new Client()) =>
  client.request<string>("GET", path, undefined, { "user-agent": DESKTOP, ...headers });

/** Every <meta> tag of the page as its attributes. */
function metaTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<meta\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v.replace(/&amp;/g, "&")])),
  );
}
const meta = (html: string, key: string) => metaTags(html).find((t) => t.property === key || t.name === key)?.content;

/** The platform segments of the page's buttons, in the order shown. */
const buttonOrder = (html: string, slug: string) =>
  [...html.matchAll(new RegExp(`href="/smartlink/${slug}/go/(\\w+)"`, "g"))].map((m) => m[1]);

async function eventsOf(slug: string) {
  return db.smartLinkEvent.findMany({ where: { smartLink: { slug } }, orderBy: { createdAt: "asc" } });
}

/** Reads the link's events until `count` are there (clicks are written after the redirect has answered). */
async function untilEvents(slug: string, count: number) {
  for (;;) {
    const events = await eventsOf(slug);
    if (events.length >= count) return events;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let link: { slug: string; songTitle: string };
beforeAll(async () => {
  link = await createLink();
});
afterAll(() => db.$disconnect());

describe("the share page, as a crawler or a browser without JavaScript gets it", () => {
  let html = "";
  beforeAll(async () => {
    const reply = await page(`/smartlink/${link.slug}`);
    expect(reply.status).toBe(200);
    html = reply.body;
  });

  it("shows the cover, title, artist, the invitation and one button per platform", () => {
    expect(html).toMatch(new RegExp(`<h1[^>]*>${link.songTitle}</h1>`));
    expect(html).toContain(">By Tems<");
    expect(html).toContain("Listen to the song on your favorite platform:");
    expect(html).toMatch(new RegExp(`<img[^>]*alt="Cover of ${link.songTitle}"`));
    expect(buttonOrder(html, link.slug)).toHaveLength(5);
    for (const label of ["Spotify", "Apple Music", "YouTube", "Audiomack", "Boomplay"])
      expect(html).toContain(`>Listen on ${label}</a>`);
    // The buttons go through our tracked redirect, never straight to the platform.
    expect(html).not.toContain(`href="${STORED.spotify}"`);
  });

  it("carries the title, description, canonical address, Open Graph and Twitter tags", () => {
    const title = `${link.songTitle} by Tems`;
    expect(html).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
    expect(meta(html, "description")).toBe(SMART_LINK_DESCRIPTION);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/smartlink/${link.slug}"/>`);
    expect(meta(html, "og:type")).toBe("music.song");
    expect(meta(html, "og:url")).toBe(`${SITE}/smartlink/${link.slug}`);
    expect(meta(html, "og:title")).toBe(title);
    expect(meta(html, "og:description")).toBe(SMART_LINK_DESCRIPTION);
    expect(meta(html, "og:image")).toMatch(new RegExp(`^${SITE}/smartlink/${link.slug}/share\\.png\\?v=`));
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
  });

  it("describes the recording in valid JSON-LD", () => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const recording = blocks.find((b) => b["@type"] === "MusicRecording");
    expect(recording).toMatchObject({
      "@context": "https://schema.org",
      name: link.songTitle,
      byArtist: { "@type": "MusicGroup", name: "Tems" },
      url: `${SITE}/smartlink/${link.slug}`,
    });
    expect(recording.image).toMatch(new RegExp(`^${SITE}/files/`));
    expect(new Set(recording.sameAs)).toEqual(new Set(Object.values(STORED)));
  });

  it("has a 1200×630 PNG share image drawn for the link", async () => {
    const address = new URL(meta(html, "og:image")!);
    const response = await fetch(new URL(`${address.pathname}${address.search}`, BASE_URL));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  it("orders the buttons by the visitor's country: Boomplay and Audiomack first in Nigeria, Spotify and Apple Music in the US", async () => {
    const nigeria = await page(`/smartlink/${link.slug}`, { [TEST_COUNTRY_HEADER]: "NG" });
    const us = await page(`/smartlink/${link.slug}`, { [TEST_COUNTRY_HEADER]: "US" });
    const lower = (fields: string[]) => fields.map((f) => f.toLowerCase());
    expect(buttonOrder(nigeria.body, link.slug)).toEqual(lower(PLATFORM_ORDER.africa));
    expect(buttonOrder(us.body, link.slug)).toEqual(lower(PLATFORM_ORDER.world));
    expect(lower(PLATFORM_ORDER.africa).slice(0, 2)).toEqual(["boomplay", "audiomack"]);
    expect(lower(PLATFORM_ORDER.world).slice(0, 2)).toEqual(["spotify", "applemusic"]);
    // Unknown countries get the rest of the world's order; both variants name the same canonical page.
    expect(buttonOrder((await page(`/smartlink/${link.slug}`)).body, link.slug)).toEqual(lower(PLATFORM_ORDER.world));
    expect(nigeria.body).toContain(`<link rel="canonical" href="${SITE}/smartlink/${link.slug}"/>`);
  });

  it("is served from the page cache: both variants are static pages", async () => {
    for (const country of ["NG", "US"]) {
      await page(`/smartlink/${link.slug}`, { [TEST_COUNTRY_HEADER]: country });
      const again = await page(`/smartlink/${link.slug}`, { [TEST_COUNTRY_HEADER]: country });
      expect(again.headers.get("x-nextjs-cache")).toMatch(/HIT|STALE/);
    }
  });

  it("answers 404 with 'Smart link not found.' for a missing or hidden link", async () => {
    for (const slug of [unique("no-such-link"), await hiddenLink()]) {
      const reply = await page(`/smartlink/${slug}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toContain(SMART_LINK_NOT_FOUND);
      expect((await page(`/smartlink/${slug}/share.png`)).status).toBe(404);
    }
  });
});

describe("GET /smartlink/{slug}/go/{platform}", () => {
  const go = (
    slug: string,
    platform: string,
    headers: Record<string, string> = {},
    client = new Client(),
    query = "",
  ) =>
    client.request<string>("GET", `/smartlink/${slug}/go/${platform}${query}`, undefined, {
      "user-agent": BROWSER,
      ...headers,
    });

  it("redirects to the stored address at once, uncached, and records the click with what the page passed on", async () => {
    const { slug } = await createLink();
    const query = `?ref=${encodeURIComponent("https://l.instagram.com/?u=x")}&utm_source=Instagram&utm_medium=story&utm_campaign=water+launch&qr=1`;
    const reply = await go(slug, "applemusic", { [TEST_COUNTRY_HEADER]: "NG" }, new Client(), query);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(STORED.appleMusic);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const [click] = await untilEvents(slug, 1);
    expect(click).toMatchObject({
      kind: "CLICK",
      platform: "APPLE_MUSIC",
      country: "NG",
      referrerDomain: "l.instagram.com",
      device: "MOBILE",
      os: "Android",
      browser: "Chrome",
      app: null,
      channel: "instagram",
      medium: "story",
      // Not a name the rule keeps (a space): dropped, like a bad channel.
      campaign: null,
      qr: true,
      unique: true,
    });
    // Never the raw address.
    expect(click.visitorHash).not.toMatch(/198\.1[89]\./);
  });

  it("has stored the click by the time the redirect is answered (a server killed after answering loses none)", async () => {
    const { slug } = await createLink();
    for (const platform of ["spotify", "youtube", "applemusic"]) {
      expect((await go(slug, platform)).status).toBe(302);
      const { id } = await db.smartLink.findUniqueOrThrow({ where: { slug }, select: { id: true } });
      // Read at once, no waiting: the redirect came after the write.
      expect(await db.smartLinkEvent.count({ where: { smartLinkId: id, kind: "CLICK" } })).toBeGreaterThanOrEqual(
        ["spotify", "youtube", "applemusic"].indexOf(platform) + 1,
      );
    }
  });

  it("ignores a client-sent x-vercel-ip-country off Vercel: the country is unknown, in the events and the statistics", async () => {
    const { slug } = await createLink();
    // The test servers run off Vercel and believe only their proxy's header (scripts/test.ts COUNTRY_HEADER).
    await go(slug, "spotify", { "x-vercel-ip-country": "KP" });
    await go(slug, "youtube", { "x-vercel-ip-country": "AQ" });
    const events = await untilEvents(slug, 2);
    expect(events.map((e) => e.country)).toEqual([null, null]);
    const { id } = await db.smartLink.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    const stats = await smartLinkStats(id, 7);
    expect(stats.countries.map((c) => c.value)).toEqual([""]);
    expect(stats.countries[0].clicks).toBe(2);
  });

  it("sends each platform to its own stored address", async () => {
    for (const [segment, field] of [
      ["spotify", "spotify"],
      ["youtube", "youtube"],
      ["boomplay", "boomplay"],
      ["audiomack", "audiomack"],
      ["AppleMusic", "appleMusic"],
    ] as const) {
      const reply = await go(link.slug, segment, { "sec-purpose": "prefetch" });
      expect(reply.headers.get("location")).toBe(STORED[field]);
    }
  });

  it("answers 404 for an unknown platform, a platform the link lacks, a missing link and a hidden one", async () => {
    const { slug } = await createLink({ spotify: STORED.spotify });
    const hidden = await hiddenLink();
    const replies: Reply<string>[] = [
      await go(slug, "tidal"),
      await go(slug, "youtube"),
      await go(slug, "https:%2F%2Fevil.example"),
      await go(unique("no-such-link"), "spotify"),
      await go(hidden, "spotify"),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.headers.get("location")).toBeNull();
    }
    expect((await go(slug, "spotify")).status).toBe(302);
    const events = await untilEvents(slug, 1);
    expect(events.map((e) => e.platform)).toEqual(["SPOTIFY"]);
    expect(await eventsOf(hidden)).toEqual([]);
  });

  it("counts link-preview bots as previews, never clicks", async () => {
    const { slug } = await createLink({ spotify: STORED.spotify });
    for (const agent of [
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
    ]) {
      expect((await go(slug, "spotify", { "user-agent": agent })).status).toBe(302);
    }
    const events = await untilEvents(slug, 3);
    expect(events.map((e) => [e.kind, e.unique])).toEqual([
      ["PREVIEW", false],
      ["PREVIEW", false],
      ["PREVIEW", false],
    ]);
  });

  it("counts a visitor's repeat click within the hour once as unique", async () => {
    const { slug } = await createLink({ spotify: STORED.spotify });
    const visitor = new Client();
    expect((await go(slug, "spotify", {}, visitor)).status).toBe(302);
    await untilEvents(slug, 1);
    expect((await go(slug, "spotify", {}, visitor)).status).toBe(302);
    expect((await go(slug, "spotify", {}, new Client())).status).toBe(302);
    const events = await untilEvents(slug, 3);
    expect(events.every((e) => e.kind === "CLICK")).toBe(true);
    expect(events.filter((e) => e.unique)).toHaveLength(2);
    const stat = await db.smartLinkDailyStat.findFirstOrThrow({
      where: { smartLink: { slug }, kind: "CLICK", dimension: "platform", value: "SPOTIFY" },
    });
    expect({ count: stat.count, uniques: stat.uniques }).toEqual({ count: 3, uniques: 2 });
  });

  it("does not record a browser's prefetch or prerender", async () => {
    const { slug } = await createLink({ spotify: STORED.spotify, youtube: STORED.youtube });
    const visitor = new Client();
    const preloads: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "next-router-prefetch": "1" },
    ];
    for (const headers of preloads) {
      const reply = await go(slug, "spotify", headers, visitor);
      expect(reply.status).toBe(302);
      expect(reply.headers.get("location")).toBe(STORED.spotify);
    }
    // A real click after them: once it is recorded, the preloads (which schedule nothing) are known not to be.
    expect((await go(slug, "youtube", {}, visitor)).status).toBe(302);
    const events = await untilEvents(slug, 1);
    expect(events.map((e) => e.platform)).toEqual(["YOUTUBE"]);
  });
});

describe("a fan's own platform, and apps' built-in browsers", () => {
  const INSTAGRAM_ANDROID =
    "Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36 Instagram 339.0.0.38.119 Android (34/14; 450dpi; 1080x2125; samsung; SM-A546E; a54x; s5e8835; en_GB; 621142010)";
  const TIKTOK_IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_35.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/NG BytedanceWebview/d8a21c6";
  const click = (slug: string, platform: string, client: Client, headers: Record<string, string> = {}) =>
    client.request<string>("GET", `/smartlink/${slug}/go/${platform}`, undefined, {
      "user-agent": BROWSER,
      ...headers,
    });
  const hint = /<p role="note"[^>]*>You are in an app&#x27;s browser\./;

  it("remembers the platform a fan clicks and puts it first, marked, on every link after", async () => {
    const fan = new Client();
    const reply = await click(link.slug, "applemusic", fan);
    expect(reply.status).toBe(302);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("mnb_platform=")) ?? "";
    expect(cookie).toMatch(/^mnb_platform=applemusic;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);

    // Another link, from Nigeria and from elsewhere: Apple Music first, then the region's own order.
    const other = await createLink();
    for (const country of ["NG", "US"]) {
      const html = (await page(`/smartlink/${other.slug}`, { [TEST_COUNTRY_HEADER]: country }, fan)).body;
      const region = country === "NG" ? "africa" : "world";
      const rest = PLATFORM_ORDER[region].filter((f) => f !== "appleMusic").map((f) => f.toLowerCase());
      expect(buttonOrder(html, other.slug)).toEqual(["applemusic", ...rest]);
      expect(html).toMatch(
        /aria-label="Listen on Apple Music, your choice"[^>]*>Listen on Apple Music<span[^>]*>Your choice<\/span><\/a>/,
      );
      expect(html.match(/>Your choice</g)).toHaveLength(1);
    }
    // A fan with no choice yet, or a choice the link does not have, sees the region's order and no mark.
    const plain = (await page(`/smartlink/${other.slug}`, { [TEST_COUNTRY_HEADER]: "US" })).body;
    expect(buttonOrder(plain, other.slug)).toEqual(PLATFORM_ORDER.world.map((f) => f.toLowerCase()));
    expect(plain).not.toContain("Your choice");
    const onlySpotify = await createLink({ spotify: STORED.spotify });
    const without = (await page(`/smartlink/${onlySpotify.slug}`, {}, fan)).body;
    expect(buttonOrder(without, onlySpotify.slug)).toEqual(["spotify"]);
    expect(without).not.toContain("Your choice");

    // A later click changes the choice.
    await click(link.slug, "boomplay", fan);
    expect(fan.cookie("mnb_platform")).toBe("boomplay");
    expect(buttonOrder((await page(`/smartlink/${other.slug}`, {}, fan)).body, other.slug)[0]).toBe("boomplay");
  });

  it("sets no choice for a prefetch, and ignores a made-up one", async () => {
    const reply = await click(link.slug, "spotify", new Client(), { "sec-purpose": "prefetch" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("set-cookie") ?? "").not.toContain("mnb_platform");
    // A cookie value the site never writes falls back to the plain page.
    const html = (await page(`/smartlink/${link.slug}`, { cookie: "mnb_platform=tidal", [TEST_COUNTRY_HEADER]: "US" }))
      .body;
    expect(buttonOrder(html, link.slug)).toEqual(PLATFORM_ORDER.world.map((f) => f.toLowerCase()));
    expect((await page(`/smartlink/${link.slug}/for/world-tidal`)).status).toBe(404);
    expect((await page(`/smartlink/${link.slug}/for/mars`)).status).toBe(404);
  });

  it("shows the open-in-browser hint only inside an app's browser", async () => {
    const inApp = (await page(`/smartlink/${link.slug}`, { "user-agent": INSTAGRAM_ANDROID })).body;
    expect(inApp).toMatch(hint);
    expect(buttonOrder(inApp, link.slug)).toHaveLength(5);
    const tiktok = (
      await page(`/smartlink/${link.slug}`, { "user-agent": TIKTOK_IPHONE, cookie: "mnb_platform=spotify" })
    ).body;
    expect(tiktok).toMatch(hint);
    expect(buttonOrder(tiktok, link.slug)[0]).toBe("spotify");
    for (const agent of [BROWSER, DESKTOP])
      expect((await page(`/smartlink/${link.slug}`, { "user-agent": agent })).body).not.toMatch(hint);
  });

  it("opens the app through its intent address inside an Android app's browser, and records the app", async () => {
    const { slug } = await createLink();
    const android = await click(slug, "spotify", new Client(), { "user-agent": INSTAGRAM_ANDROID });
    expect(android.headers.get("location")).toBe(
      `intent://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC#Intent;scheme=https;package=com.spotify.music;S.browser_fallback_url=${encodeURIComponent(STORED.spotify)};end`,
    );
    // No app package for Boomplay: its web address. An iPhone app's browser and Android's own browser: the address.
    expect(
      (await click(slug, "boomplay", new Client(), { "user-agent": INSTAGRAM_ANDROID })).headers.get("location"),
    ).toBe(STORED.boomplay);
    expect((await click(slug, "spotify", new Client(), { "user-agent": TIKTOK_IPHONE })).headers.get("location")).toBe(
      STORED.spotify,
    );
    expect((await click(slug, "spotify", new Client())).headers.get("location")).toBe(STORED.spotify);

    const events = await untilEvents(slug, 4);
    expect(events.map((e) => e.app).sort()).toEqual(["instagram", "instagram", "tiktok", null].sort());
    const rows = await db.smartLinkDailyStat.findMany({
      where: { smartLink: { slug }, kind: "CLICK", dimension: "app" },
      orderBy: { value: "asc" },
    });
    expect(rows.map((r) => [r.value, r.count])).toEqual([
      ["", 1],
      ["instagram", 2],
      ["tiktok", 1],
    ]);
  });
});

describe("POST /mnb/api/smart-links/{slug}/views", () => {
  const view = (slug: string, body: unknown, headers: Record<string, string> = {}, client = new Client()) =>
    client.request(
      "POST",
      `/mnb/api/smart-links/${slug}/views`,
      typeof body === "string" ? body : JSON.stringify(body),
      {
        "content-type": "application/json",
        "user-agent": BROWSER,
        ...headers,
      },
    );

  it("records one view with the page's referrer, UTM source, medium and campaign, and QR mark", async () => {
    const { slug } = await createLink({ spotify: STORED.spotify });
    const reply = await view(
      slug,
      { referrer: "https://t.co/abc", channel: "twitter", medium: "Social", campaign: "Launch_2026", qr: true },
      { [TEST_COUNTRY_HEADER]: "GH" },
    );
    expect(reply.status).toBe(204);
    expect(await eventsOf(slug)).toMatchObject([
      {
        kind: "VIEW",
        platform: null,
        country: "GH",
        referrerDomain: "t.co",
        channel: "twitter",
        medium: "social",
        campaign: "launch_2026",
        qr: true,
        unique: true,
      },
    ]);
  });

  it("counts a bot's view as a preview and records nothing for a prerender", async () => {
    const { slug } = await createLink({ spotify: STORED.spotify });
    expect((await view(slug, {}, { "user-agent": "Twitterbot/1.0" })).status).toBe(204);
    expect((await view(slug, {}, { "sec-purpose": "prefetch;prerender" })).status).toBe(204);
    expect((await eventsOf(slug)).map((e) => e.kind)).toEqual(["PREVIEW"]);
  });

  it("refuses a missing or hidden link (404), a body that is not JSON (415) and a malformed one (422)", async () => {
    for (const slug of [unique("no-such-link"), await hiddenLink()]) {
      const reply = await view(slug, {});
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ message: SMART_LINK_NOT_FOUND, code: "not_found" });
    }
    expect((await view(link.slug, "{}", { "content-type": "text/plain" })).status).toBe(415);
    expect((await view(link.slug, { qr: "yes", referrer: 5 })).status).toBe(422);
  });
});

describe("QR codes", () => {
  const target = (slug: string) => `${SITE}/smartlink/${slug}?qr=1`;

  it("downloads an SVG encoding the share page's address with the QR mark", async () => {
    const reply = await new Client().get<string>(`/smartlink/${link.slug}/qr.svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/svg+xml");
    expect(reply.headers.get("content-disposition")).toBe(`attachment; filename="${link.slug}-qr.svg"`);
    // A well-formed SVG: an image library draws it.
    const drawn = await sharp(Buffer.from(reply.body)).png().metadata();
    expect(drawn.width).toBeGreaterThan(20);
    const expected = await QRCode.toString(target(link.slug), { type: "svg", errorCorrectionLevel: "M", margin: 4 });
    expect(reply.body).toBe(expected);
    expect(reply.body).not.toBe(
      await QRCode.toString(`${SITE}/smartlink/${link.slug}`, { type: "svg", errorCorrectionLevel: "M", margin: 4 }),
    );
  });

  it("downloads a PNG of the same code", async () => {
    const response = await fetch(`${BASE_URL}/smartlink/${link.slug}/qr.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${link.slug}-qr.png"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const expected = await QRCode.toBuffer(target(link.slug), {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 4,
      width: 1024,
    });
    expect(bytes.equals(expected)).toBe(true);
  });

  it("answers 404 for a missing or hidden link", async () => {
    for (const slug of [unique("no-such-link"), await hiddenLink()]) {
      for (const type of ["svg", "png"])
        expect((await new Client().get(`/smartlink/${slug}/qr.${type}`)).status).toBe(404);
    }
  });
});

describe("sitemap.xml", () => {
  it("lists the share pages of links on show that are vouched for, not hidden ones or ones made signed out", async () => {
    const hidden = await hiddenLink();
    await db.smartLink.update({ where: { slug: link.slug }, data: { approvedAt: new Date() } });
    const unvouched = await createLink();
    const xml = (await new Client().get<string>("/sitemap.xml")).body;
    expect(xml).toContain(`<loc>${SITE}/smartlink/${link.slug}</loc>`);
    expect(xml).not.toContain(`/smartlink/${hidden}<`);
    expect(xml).not.toContain(`/smartlink/${unvouched.slug}<`);
    expect(xml).toContain(`<loc>${SITE}/music-links</loc>`);
  });
});
