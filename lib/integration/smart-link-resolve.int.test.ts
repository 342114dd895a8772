// "One URL fills a smart link": GET /mnb/api/smart-link/resolve against the song-link stand-in the suite runs
// (testing/songlink-stand-in.ts, recorded Odesli answers). A found song maps onto the smart link's fields; a slow (past
// 3 s) or down resolver is a 503 with a message, never a 500, and nothing is cached; an address we do not ask about is
// a 422 that never reaches the resolver; each address is asked once (cached by its normalised spelling); one address is
// throttled, and the site as a whole stays under its cap on resolver calls.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { songLinkControls } from "@/testing/songlink-stand-in";
import {
  SMART_LINK_ARTWORK_MISSING,
  SMART_LINK_RESOLVE_BAD_URL,
  SMART_LINK_RESOLVE_BUSY,
  SMART_LINK_RESOLVE_NOT_FOUND,
  SMART_LINK_RESOLVE_UNAVAILABLE,
} from "@/lib/smart-links/copy";

type Resolved = {
  url: string;
  songTitle: string | null;
  artistName: string | null;
  artworkUrl: string | null;
  links: Record<string, string>;
};

const standIn = songLinkControls();
afterAll(() => db.$disconnect());

/** A Spotify track address nobody has looked up yet (so neither the cache nor another test's mode touches it). */
const freshTrack = () => `https://open.spotify.com/track/${randomBytes(11).toString("hex")}`;
const resolve = (url: string, client = new Client()) =>
  client.get<Resolved & { message: string; code: string }>(
    `/mnb/api/smart-link/resolve?url=${encodeURIComponent(url)}`,
  );

describe("a resolver that is up", () => {
  it("fills the title, artist, artwork and every platform field it knows, each on that platform's own host", async () => {
    const track = freshTrack();
    await standIn.record(track);
    const reply = await resolve(`${track}?si=4a8b1c2d3e`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      url: track,
      songTitle: "Last Last",
      artistName: "Burna Boy",
      links: {
        spotify: "https://open.spotify.com/track/5YbPxJwPfrj7uswNwoF1pJ",
        youtube: "https://www.youtube.com/watch?v=421w1j87fEM",
        appleMusic: expect.stringMatching(/^https:\/\/geo\.music\.apple\.com\/ng\/album\/_\/1625328890\?i=1625328909/),
      },
    });
    // The recording has no Boomplay or Audiomack (resolvers often miss them): those fields are left to the editor.
    expect(Object.keys(reply.body.links).sort()).toEqual(["appleMusic", "spotify", "youtube"]);
    // The largest picture of the song (Spotify's 640 px), served by the stand-in in place of Spotify's CDN.
    expect(reply.body.artworkUrl).toMatch(/\/__artwork\/last-last-640\.png$/);
  });

  it("hands the form the artwork as an image, fetched by our server from the resolved song's own record", async () => {
    const track = freshTrack();
    await standIn.record(track);
    expect((await resolve(track)).status).toBe(200);
    const image = await new Client().get(`/mnb/api/smart-link/resolve/artwork?url=${encodeURIComponent(track)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // An address never resolved has no artwork to fetch: nothing is fetched on the caller's say-so.
    const unknown = await new Client().get(
      `/mnb/api/smart-link/resolve/artwork?url=${encodeURIComponent(freshTrack())}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: SMART_LINK_ARTWORK_MISSING, code: "not_found" });
  });

  it("asks the resolver once per song: a second lookup, spelt differently, is answered from the cache", async () => {
    const track = freshTrack();
    await standIn.record(track);
    expect((await resolve(track)).status).toBe(200);
    const again = await resolve(`  ${track}/?utm_source=whatsapp#top `);
    expect(again.status).toBe(200);
    expect(again.body.songTitle).toBe("Last Last");
    expect(await standIn.calls(track)).toBe(1);
  });

  it("answers 404 with a message for an address it knows no song at, and remembers that for a while", async () => {
    const track = freshTrack();
    const first = await resolve(track);
    expect(first.status).toBe(404);
    expect(first.body).toMatchObject({ message: SMART_LINK_RESOLVE_NOT_FOUND, code: "not_found" });
    expect((await resolve(track)).status).toBe(404);
    expect(await standIn.calls(track)).toBe(1);
  });

  it("treats an answer with no song in it as no song", async () => {
    const track = freshTrack();
    await standIn.record(track, "empty");
    const reply = await resolve(track);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(SMART_LINK_RESOLVE_NOT_FOUND);
  });
});

describe("a resolver that is slow or down", () => {
  it("gives up after 3 s with a 503 and a message (never a 500), and caches nothing", async () => {
    const track = freshTrack();
    await standIn.record(track);
    await standIn.mode("slow", track);
    const started = Date.now();
    const reply = await resolve(track);
    const took = Date.now() - started;
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ message: SMART_LINK_RESOLVE_UNAVAILABLE, code: "service_unavailable" });
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(3_900); // the stand-in answers after 4 s: the route did not wait for it
    // Back up: the same address is asked again (the failure was not cached) and fills.
    await standIn.mode("up", track);
    const later = await resolve(track);
    expect(later.status).toBe(200);
    expect(later.body.songTitle).toBe("Last Last");
    expect(await standIn.calls(track)).toBe(2);
  });

  it("answers a dropped connection with a 503 and a message, and caches nothing", async () => {
    const track = freshTrack();
    await standIn.record(track);
    await standIn.mode("down", track);
    const reply = await resolve(track);
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ message: SMART_LINK_RESOLVE_UNAVAILABLE, code: "service_unavailable" });
    expect(await db.songLinkLookup.count({ where: { url: track } })).toBe(0);
    await standIn.mode("up", track);
  });
});

describe("addresses it does not ask about", () => {
  it.each([
    ["no address", ""],
    ["not an address", "last last burna boy"],
    ["plain http", "http://open.spotify.com/track/5YbPxJwPfrj7uswNwoF1pJ"],
    ["another site", "https://evil.example/track/5YbPxJwPfrj7uswNwoF1pJ"],
    ["a look-alike host", "https://open.spotify.com.evil.example/track/1"],
    ["credentials in it", "https://user:pass@open.spotify.com/track/1"],
    ["a port", "https://open.spotify.com:8443/track/1"],
    ["a platform's home page", "https://open.spotify.com/"],
    ["our own stand-in", `${process.env.SONGLINK_BASE_URL}/v1-alpha.1/links`],
    ["far too long", `https://open.spotify.com/track/${"a".repeat(3000)}`],
  ])("refuses %s with a 422 and the message, without asking the resolver", async (_name, url) => {
    const reply = await resolve(url);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ message: SMART_LINK_RESOLVE_BAD_URL, code: "unprocessable_entity" });
    expect(await standIn.calls(url.trim())).toBe(0);
  });
});

describe("limits", () => {
  it("throttles one address (429 past its share), cached answers included; a malformed address writes nothing", async () => {
    const client = new Client();
    const track = freshTrack();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await resolve(track, client)).status);
    expect(statuses.slice(0, 40).every((s) => s === 404)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect(await standIn.calls(track)).toBe(1);
    expect(await db.rateLimit.count({ where: { key: { endsWith: client.address } } })).toBe(1);
    const other = new Client();
    for (let i = 0; i < 3; i++) expect((await resolve("not a link", other)).status).toBe(422);
    expect(await db.rateLimit.count({ where: { key: { contains: other.address } } })).toBe(0);
  });

  it("keeps the whole site under its cap on resolver calls: past it, a 503 'busy' that never reaches the resolver", async () => {
    const [cached, track] = [freshTrack(), freshTrack()];
    await standIn.record(cached);
    await standIn.record(track);
    expect((await resolve(cached)).status).toBe(200);
    const key = "songlink:global";
    const resetAt = new Date(Date.now() + 60_000);
    await db.rateLimit.upsert({
      where: { key },
      create: { key, count: 1_000, resetAt },
      update: { count: 1_000, resetAt },
    });
    try {
      const reply = await resolve(track);
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ message: SMART_LINK_RESOLVE_BUSY, code: "service_unavailable" });
      expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await standIn.calls(track)).toBe(0);
      // A song already looked up is still answered at the cap: the cap counts calls to the resolver only.
      expect((await resolve(cached)).status).toBe(200);
    } finally {
      await db.rateLimit.delete({ where: { key } });
    }
  });
});
