// Smart links, creating and reading (POST /mnb/api/smart-link, GET /mnb/api/getSmartLink/{slug}) and recording events:
// the spec's shapes and messages, platform hosts, covers checked by their bytes, unique slugs, the per-address limit,
// ownership, hidden links, and how views, clicks and bots are counted (uniques within an hour, roll-ups in step).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { slugify } from "@/lib/core/slug";
import { recordSmartLinkEvent, visitorHash, type Visit } from "@/lib/smart-links/events";
import { Client } from "@/testing/http";
import { file, pngBytes, refusedWithoutWrites, signedIn, unique } from "@/testing/fixtures";
import { PLATFORMS } from "@/lib/smart-links/platforms";
import {
  platformHostMessage,
  SMART_LINK_NEEDS_PLATFORM,
  SMART_LINK_NOT_FOUND,
  SMART_LINK_REQUIRED,
} from "@/lib/smart-links/copy";

type Link = {
  _id: string;
  slug: string;
  songTitle: string;
  artistName: string;
  coverImageUrl: string;
  coverImage: string;
  youtube: string | null;
  spotify: string | null;
  boomplay: string | null;
  appleMusic: string | null;
  audiomack: string | null;
};
type Created = { slug: string; message: string; smartLink: Link };

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const BOOMPLAY = "https://www.boomplay.com/songs/12345";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

let user: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const cover = async () => file(await pngBytes(40, 40), "cover.png", "image/png");

async function linkForm(fields: Record<string, string> = {}, coverImage?: File | null) {
  const form = new FormData();
  const all = { songTitle: unique("Water"), artistName: "Tems", spotify: SPOTIFY, boomplay: BOOMPLAY, ...fields };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  if (coverImage !== null) form.set("coverImage", coverImage ?? (await cover()));
  return form;
}

const create = async (fields: Record<string, string> = {}, client = new Client(), coverImage?: File | null) =>
  client.post<Created>("/mnb/api/smart-link", await linkForm(fields, coverImage));

const linkCount = () => db.smartLink.count();

describe("POST /mnb/api/smart-link", () => {
  it("creates a link anyone can read back in the spec's shape, with its cover stored", async () => {
    const songTitle = unique("Love Me JeJe");
    const reply = await create({
      songTitle,
      artistName: "Tems",
      youtube: "https://youtu.be/abc123",
      appleMusic: "https://music.apple.com/ng/album/x/1",
      audiomack: "https://audiomack.com/tems/song/x",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Smart link created successfully");
    expect(reply.body.slug).toMatch(/^love-me-jeje-[0-9a-f]{8}-tems$/);
    const read = await new Client().get<Link>(`/mnb/api/getSmartLink/${reply.body.slug}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      slug: reply.body.slug,
      songTitle,
      artistName: "Tems",
      spotify: SPOTIFY,
      boomplay: BOOMPLAY,
      youtube: "https://youtu.be/abc123",
      appleMusic: "https://music.apple.com/ng/album/x/1",
      audiomack: "https://audiomack.com/tems/song/x",
    });
    expect(read.body.coverImage).toBe(read.body.coverImageUrl);
    const picture = await new Client().get(read.body.coverImageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    // An anonymous creation has no owner.
    expect((await db.smartLink.findUniqueOrThrow({ where: { slug: reply.body.slug } })).createdById).toBeNull();
  });

  it("makes the signed-in creator the owner", async () => {
    const reply = await create({}, user.client);
    expect(reply.status).toBe(201);
    expect((await db.smartLink.findUniqueOrThrow({ where: { slug: reply.body.slug } })).createdById).toBe(user.user.id);
  });

  it("gives two artists sharing a title, and one release made twice, different slugs", async () => {
    const songTitle = unique("Calm Down");
    const [rema, selena] = [
      await create({ songTitle, artistName: "Rema" }),
      await create({ songTitle, artistName: "Selena" }),
    ];
    expect(rema.body.slug).not.toBe(selena.body.slug);
    const again = await create({ songTitle, artistName: "Rema" });
    expect(again.body.slug).toBe(`${rema.body.slug}-2`);
    const racing = await Promise.all([1, 2, 3].map(() => create({ songTitle, artistName: "Asake" })));
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((r) => r.body.slug)).size).toBe(3);
  });

  it.each([
    ["no song title", { songTitle: "" }, undefined],
    ["a blank artist", { artistName: "   " }, undefined],
    ["no cover image", {}, null],
  ])("refuses %s with the spec's message and stores nothing", async (_, fields, coverImage) => {
    const reply = await refusedWithoutWrites(
      linkCount,
      () => create(fields, new Client(), coverImage as File | null | undefined),
      422,
    );
    expect(reply.body).toMatchObject({ message: SMART_LINK_REQUIRED });
  });

  it("refuses a link without any platform", async () => {
    const reply = await refusedWithoutWrites(linkCount, () => create({ spotify: "", boomplay: "" }), 422);
    expect(reply.body).toMatchObject({ message: SMART_LINK_NEEDS_PLATFORM });
  });

  it.each([
    ["spotify", "https://evil.example.com/track/1", "Spotify"],
    ["spotify", "http://open.spotify.com/track/1", "Spotify"],
    ["spotify", "https://open.spotify.com.evil.example/track/1", "Spotify"],
    ["spotify", "https://user:pw@open.spotify.com/track/1", "Spotify"],
    ["boomplay", "javascript:alert(1)", "Boomplay"],
    ["youtube", "https://youtube.co/watch?v=1", "YouTube"],
    ["appleMusic", "https://apple.com/music", "Apple Music"],
    ["audiomack", "https://audiomack.evil.com/x", "Audiomack"],
  ])("refuses a %s link on the wrong host (%s)", async (field, value, label) => {
    const reply = await refusedWithoutWrites(linkCount, () => create({ [field]: value }), 422);
    expect(reply.body.message).toBe(platformHostMessage(PLATFORMS.find((p) => p.label === label)!));
  });

  it("refuses a cover that is not an image by its bytes, and stores no file", async () => {
    const disguised = file(new TextEncoder().encode("<svg onload=alert(1)></svg>"), "cover.png", "image/png");
    const reply = await refusedWithoutWrites(linkCount, () => create({}, new Client(), disguised), 415);
    expect(typeof reply.body.message).toBe("string");
  });

  it("limits creations per address: the 21st within the hour is refused with Retry-After and writes nothing", async () => {
    const client = new Client();
    // Refused attempts count too (the limit is taken before the body is read).
    for (let i = 0; i < 20; i++)
      expect((await client.post("/mnb/api/smart-link", await linkForm({ songTitle: "" }))).status).toBe(422);
    const refused = await refusedWithoutWrites(linkCount, () => create({}, client), 429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await create()).status).toBe(201);
  });
});

describe("GET /mnb/api/getSmartLink/{slug}", () => {
  it("answers 404 'Smart link not found.' for a missing or malformed slug", async () => {
    for (const slug of ["no-such-link-here", "Bad Slug!", "x".repeat(300)]) {
      const reply = await new Client().get(`/mnb/api/getSmartLink/${encodeURIComponent(slug)}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ message: SMART_LINK_NOT_FOUND });
    }
  });

  it("finds a link asked for before it existed as soon as it is created", async () => {
    const songTitle = unique("Early Bird");
    const slug = slugify(`${songTitle} Tems`);
    expect((await new Client().get(`/mnb/api/getSmartLink/${slug}`)).status).toBe(404);
    expect((await create({ songTitle })).body.slug).toBe(slug);
    expect((await new Client().get(`/mnb/api/getSmartLink/${slug}`)).status).toBe(200);
  });
});

describe("recording events", () => {
  const visit = (over: Partial<Visit> = {}): Visit => ({
    ip: "198.18.7.7",
    userAgent: PHONE,
    country: "NG",
    referrer: "https://l.instagram.com/?u=x",
    channel: "instagram",
    qr: false,
    ...over,
  });
  const rollup = (smartLinkId: string) =>
    db.smartLinkDailyStat.findMany({
      where: { smartLinkId },
      select: { kind: true, dimension: true, value: true, count: true, uniques: true },
      orderBy: [{ kind: "asc" }, { dimension: "asc" }, { value: "asc" }],
    });

  it("counts a visitor's repeat click within the hour once as unique, bots as previews, and keeps the roll-up in step", async () => {
    const { body } = await create();
    const id = body.smartLink._id;
    const me = visit();
    expect(await recordSmartLinkEvent(body.slug, "VIEW", me)).toEqual({ kind: "VIEW", unique: true });
    expect(await recordSmartLinkEvent(body.slug, "VIEW", me)).toEqual({ kind: "VIEW", unique: false });
    expect(await recordSmartLinkEvent(body.slug, "CLICK", me, "SPOTIFY")).toEqual({ kind: "CLICK", unique: true });
    expect(await recordSmartLinkEvent(body.slug, "CLICK", me, "SPOTIFY")).toEqual({ kind: "CLICK", unique: false });
    // Another platform, and another visitor, are unique again.
    expect(await recordSmartLinkEvent(body.slug, "CLICK", me, "BOOMPLAY")).toEqual({ kind: "CLICK", unique: true });
    expect(await recordSmartLinkEvent(body.slug, "CLICK", visit({ ip: "198.18.7.8" }), "SPOTIFY")).toEqual({
      kind: "CLICK",
      unique: true,
    });
    // Link-preview fetchers and agentless requests are previews, never clicks.
    for (const ua of [
      "WhatsApp/2.23.20.0",
      "facebookexternalhit/1.1",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (compatible; Discordbot/2.0)",
      "curl/8.5.0",
      null,
    ]) {
      expect(await recordSmartLinkEvent(body.slug, "CLICK", visit({ userAgent: ua }), "SPOTIFY")).toEqual({
        kind: "PREVIEW",
        unique: false,
      });
    }
    expect(await recordSmartLinkEvent("no-such-link", "CLICK", me, "SPOTIFY")).toBeNull();

    const events = await db.smartLinkEvent.findMany({ where: { smartLinkId: id } });
    expect(events).toHaveLength(14);
    // No raw address is stored: only the keyed hash.
    expect(JSON.stringify(events)).not.toContain("198.18.7.7");
    expect(events.find((e) => e.kind === "VIEW")).toMatchObject({
      country: "NG",
      referrerDomain: "l.instagram.com",
      device: "MOBILE",
      channel: "instagram",
      qr: false,
      visitorHash: visitorHash({ ip: "198.18.7.7" }),
    });

    const rows = await rollup(id);
    const at = (kind: string, dimension: string, value = "") =>
      rows.find((r) => r.kind === kind && r.dimension === dimension && r.value === value);
    expect(at("VIEW", "total")).toMatchObject({ count: 2, uniques: 1 });
    expect(at("CLICK", "total")).toMatchObject({ count: 4, uniques: 3 });
    expect(at("CLICK", "platform", "SPOTIFY")).toMatchObject({ count: 3, uniques: 2 });
    expect(at("CLICK", "platform", "BOOMPLAY")).toMatchObject({ count: 1, uniques: 1 });
    expect(at("CLICK", "country", "NG")).toMatchObject({ count: 4 });
    expect(at("PREVIEW", "total")).toMatchObject({ count: 8, uniques: 0 });
    expect(rows.filter((r) => r.kind === "PREVIEW").map((r) => r.dimension)).toEqual(["total"]);
  });

  it("makes exactly one of a visitor's simultaneous clicks unique", async () => {
    const { body } = await create();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => recordSmartLinkEvent(body.slug, "CLICK", visit({ ip: "198.19.1.1" }), "SPOTIFY")),
    );
    expect(results.filter((r) => r?.unique)).toHaveLength(1);
  });

  it("records every click of a burst from one address (a carrier's shared one), one unique, with the roll-up in step", async () => {
    // 400 at once used to be 400 transactions queueing on one visitor lock: most timed out and were never counted.
    const { body } = await create();
    const other = await create();
    const results = await Promise.all([
      ...Array.from({ length: 400 }, () =>
        recordSmartLinkEvent(body.slug, "CLICK", visit({ ip: "198.19.2.2" }), "SPOTIFY"),
      ),
      recordSmartLinkEvent(other.body.slug, "VIEW", visit({ ip: "198.19.2.2" })),
      recordSmartLinkEvent("no-such-link", "CLICK", visit({ ip: "198.19.2.2" }), "SPOTIFY"),
    ]);
    expect(results.slice(0, 400).every((r) => r?.kind === "CLICK")).toBe(true);
    expect(results.filter((r) => r?.unique)).toHaveLength(2);
    expect(results.at(-2)).toEqual({ kind: "VIEW", unique: true });
    expect(results.at(-1)).toBeNull();
    expect(await db.smartLinkEvent.count({ where: { smartLinkId: body.smartLink._id } })).toBe(400);
    const rows = await rollup(body.smartLink._id);
    expect(rows.find((r) => r.dimension === "total")).toMatchObject({ kind: "CLICK", count: 400, uniques: 1 });
    expect(rows.find((r) => r.dimension === "platform")).toMatchObject({ value: "SPOTIFY", count: 400, uniques: 1 });
    expect(await rollup(other.body.smartLink._id)).toContainEqual({
      kind: "VIEW",
      dimension: "total",
      value: "",
      count: 1,
      uniques: 1,
    });
  });

  it("marks QR visits and leaves our own site out of the referrers", async () => {
    const { body } = await create();
    await recordSmartLinkEvent(
      body.slug,
      "VIEW",
      visit({
        qr: true,
        referrer: `${process.env.SITE_URL ?? "http://localhost:3000"}/music-links`,
        channel: "Bad Channel!",
      }),
    );
    const [event] = await db.smartLinkEvent.findMany({ where: { smartLinkId: body.smartLink._id } });
    expect(event).toMatchObject({ qr: true, referrerDomain: null, channel: null });
  });
});
