// A post's players (issue 45 §2): saving a post looks up each streaming address alone on its line on its platform
// (here the stand-in, testing/player-stand-in.ts, answering for the real endpoints) once, stores its title and a copy of
// its picture, and never fails the save when the platform is down or slow. The post page then draws each player as a
// facade — picture, title, a play control — with no address of the platform's anywhere but the control's own link.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";
import { playerStandInControls } from "@/testing/player-stand-in";

type Post = { id: string; slug: string };

const standIn = playerStandInControls();
let admin: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
});
afterEach(() => standIn.setMode("up"));
afterAll(() => db.$disconnect());

async function addPost(content: string) {
  const form = await postForm({ title: unique("Players"), content, author: "Editor", categories: "Music" });
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
    const form = await postForm({ title: "Players again", content: `Up\n\nhttps://youtu.be/${id}`, author: "Editor" });
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
