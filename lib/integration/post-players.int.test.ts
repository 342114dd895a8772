// A post's players: saving a post looks up each streaming address alone on its line on its platform (here the stand-in,
// testing/player-stand-in.ts, answering for the real endpoints) once, stores its title and a copy of its picture, and
// never fails the save when the platform is down or slow. The post page then draws each player as a facade — picture,
// title, a play control — with no address of the platform's anywhere but the control's own link.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";
import { playerStandInControls } from "@/testing/player-stand-in";

type Post = { id: string; slug: string };
const html = async (path: string) => String((await anon.get(path)).body);

const standIn = playerStandInControls();
let admin: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
});
afterEach(() => standIn.setMode("up"));
afterAll(() => db.$disconnect());

async function addPost(content: string) {
  const form = await postForm({
    title: unique("Players"),
    content,
    author: "Editor",
    categories: "Music",
    format: "markdown",
  });
  const reply = await admin.client.post<{ post: Post }>("/mnb/api/addPost", form);
  return reply;
}

/** A fresh YouTube id per test, so each test's address has no card from another. */
const videoId = () =>
  unique("v")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-11)
    .padStart(11, "x");
const cardOf = (url: string) => db.playerCard.findUnique({ where: { url } });

describe("saving a post with players", () => {
  it("looks each address up on its platform once and keeps the title and our copy of the picture", async () => {
    const id = videoId();
    const youtube = `https://youtu.be/${id}`;
    // The stand-in's recorded answer for this song (a fresh database per run: looked up once).
    const boomplay = "https://www.boomplay.com/songs/96316291";
    const before = (await standIn.lookups()).length;
    const reply = await addPost(`Out now.\n\n${youtube}\n\n${boomplay}\n\nWords after.`);
    expect(reply.status).toBe(201);

    const video = await cardOf(`https://www.youtube.com/watch?v=${id}`);
    expect(video).toMatchObject({ provider: "youtube", title: "Song" });
    expect(video?.artworkUrl).toMatch(/^\/files\/player-artwork\/.+\.png$/);
    const song = await cardOf(boomplay);
    expect(song).toMatchObject({ provider: "boomplay", title: "Last Last - Burna Boy | Boomplay Music" });
    // The picture is ours to serve.
    expect((await anon.get(song!.artworkUrl!)).status).toBe(200);

    // The platforms' real addresses are what the server asked for (the stand-in only answers for them).
    const asked = (await standIn.lookups()).slice(before);
    expect(asked).toContain(
      `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(`https://www.youtube.com/watch?v=${id}`)}`,
    );
    expect(asked).toContain(boomplay);

    // Saved again (another post naming the same song): no second look-up.
    expect((await addPost(`Again\n\n${youtube}`)).status).toBe(201);
    expect((await standIn.lookups()).length).toBe(before + 2);
  });

  it("still saves when the platform is down, leaving a plain link card, and asks again at the next save", async () => {
    await standIn.setMode("down");
    const id = videoId();
    const reply = await addPost(`Down\n\nhttps://www.youtube.com/watch?v=${id}`);
    expect(reply.status).toBe(201);
    expect(await cardOf(`https://www.youtube.com/watch?v=${id}`)).toBeNull();

    await standIn.setMode("up");
    const form = await postForm({
      title: "Players again",
      content: `Up\n\nhttps://youtu.be/${id}`,
      author: "Editor",
      format: "markdown",
    });
    expect((await admin.client.put(`/mnb/api/updatePost/${reply.body.post.id}`, form)).status).toBe(200);
    expect(await cardOf(`https://www.youtube.com/watch?v=${id}`)).toMatchObject({ provider: "youtube" });
  });

  it("still saves when the platform is slower than the deadline, with no card", async () => {
    await standIn.setMode("slow");
    const id = videoId();
    const reply = await addPost(`Slow\n\nhttps://youtu.be/${id}`);
    expect(reply.status).toBe(201);
    expect(await cardOf(`https://www.youtube.com/watch?v=${id}`)).toBeNull();
  });

  it("looks up nothing for addresses inside a sentence or of no platform", async () => {
    const before = (await standIn.lookups()).length;
    const reply = await addPost(`See https://youtu.be/${videoId()} here.\n\nhttps://example.com/song`);
    expect(reply.status).toBe(201);
    expect((await standIn.lookups()).length).toBe(before);
  });
});

describe("the post page", () => {
  it("draws a player as its picture, title and play control: no platform frame or picture before the tap", async () => {
    const id = videoId();
    const reply = await addPost(`Watch:\n\nhttps://youtu.be/${id}\n\nThe end.`);
    const page = await html(`/post/${reply.body.post.slug}`);
    expect(page).toContain('aria-label="Play Song on YouTube"');
    expect(page).toContain(`href="https://www.youtube.com/watch?v=${id}"`);
    expect(page).not.toMatch(/<iframe/);
    // Every picture and frame on the page is ours: nothing is fetched from a platform until the tap.
    const sources = [...page.matchAll(/<(?:img|iframe|script|link)\b[^>]*\b(?:src|srcset|href)="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const platform =
      /^(https?:)?\/\/[^/]*(youtube|ytimg|spotify|scdn|apple\.com|mzstatic|boomplay|audiomack|soundcloud|sndcdn|deezer|dzcdn)/;
    expect(sources.filter((src) => platform.test(src))).toEqual([]);
    expect(page).toMatch(/<img[^>]+src="\/_next\/image\?url=%2Ffiles%2Fplayer-artwork%2F/);
  });

  it("draws an address whose platform was down as the plain link card", async () => {
    await standIn.setMode("down");
    const id = videoId();
    const reply = await addPost(`Down:\n\nhttps://youtu.be/${id}`);
    const page = await html(`/post/${reply.body.post.slug}`);
    expect(page).toContain('class="embed-card"');
    expect(page).not.toContain("Play Song on YouTube");
  });

  it("offers Listen everywhere for a song with a smart link, and draws our own smart link as its card", async () => {
    const id = videoId();
    const slug = unique("everywhere")
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "-");
    await db.smartLink.create({
      data: {
        slug,
        songTitle: "Everywhere Song",
        artistName: "Ada",
        coverImageUrl: "/files/image/cover.webp",
        youtube: `https://youtu.be/${id}?si=shared`,
        approvedAt: new Date(),
      },
    });
    const reply = await addPost(
      `Song:\n\nhttps://www.youtube.com/watch?v=${id}\n\nAnd the link:\n\n${env.siteUrl}/smartlink/${slug}`,
    );
    const post = reply.body.post.slug;
    const page = await html(`/post/${post}`);
    const everywhere = `/smartlink/${slug}?utm_source=mynationblog&amp;utm_medium=post&amp;utm_campaign=${post}`;
    expect(page.split(everywhere).length - 1).toBe(2);
    expect(page).toContain("Everywhere Song");
    expect(page).toContain("Listen everywhere");
  });
});
