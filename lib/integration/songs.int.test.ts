// Songs gallery and adverts API: paging and its limit cap, a song by slug, likes once per visitor, comments with
// their limits, the admin-only comment delete (really deleted), and the adverts list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { signedIn, unique } from "@/testing/fixtures";

type Song = Record<string, unknown> & { id: string; slug: string; likes: number; commentsCount: number };
type SongPage = { songs: Song[]; page: number; totalPages: number; total: number };
type Comment = { _id: string; id: string; username: string | null; text: string; createdAt: string };

// `album` and `comments`: the old song list's names.
const SONG_KEYS = [
  "_id",
  "id",
  "slug",
  "title",
  "artist",
  "albumName",
  "album",
  "genre",
  "description",
  "releaseDate",
  "coverImageUrl",
  "audioUrl",
  "likes",
  "commentsCount",
  "comments",
].sort();
const COMMENT_KEYS = ["_id", "id", "username", "text", "createdAt"].sort();
const ADVERT_KEYS = [
  "_id",
  "id",
  "title",
  "description",
  "imageUrl",
  "link",
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
].sort();

const prefix = unique("itsong");
const slug = (n: number) => `${prefix}-${n}`;
const anon = new Client();
let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  [admin, user] = await Promise.all([signedIn("ADMIN"), signedIn("USER")]);
  // Enough songs for the 50 cap to bite; fillers are old so this run's twelve songs are the newest.
  const missing = 51 - (await db.song.count());
  if (missing > 0) {
    await db.song.createMany({
      data: Array.from({ length: missing }, (_, i) => ({
        slug: `${prefix}-filler-${i}`,
        title: `Filler ${i}`,
        artist: "Filler",
        audioUrl: "/files/audio/filler.wav",
        releaseDate: new Date(Date.UTC(2000, 0, 1, 0, i)),
      })),
    });
  }
  // Release dates just ahead of now: later runs are newer still, so song 11 of this run is the newest song.
  const now = Date.now() + 60_000;
  await db.song.createMany({
    data: Array.from({ length: 12 }, (_, n) => ({
      slug: slug(n),
      title: `Integration Song ${n}`,
      artist: "Test Artist",
      albumName: n === 0 ? "Test Album" : null,
      genre: "Afrobeats",
      audioUrl: `/files/audio/${slug(n)}.wav`,
      releaseDate: new Date(now + n * 1000),
    })),
  });
  // A write through the API expires the cached song lists, which may predate the rows written above.
  const first = await anon.post(`/mnb/api/addComment/${slug(0)}`, { text: "First!", username: "Bisola" });
  expect(first.status).toBe(201);
});
afterAll(() => db.$disconnect());

describe("GET /mnb/api/getAllSongs", () => {
  it("lists every song newest first as { songs } without a query", async () => {
    const reply = await anon.get<{ songs: Song[] }>("/mnb/api/getAllSongs");
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(["songs"]);
    expect(reply.body.songs.slice(0, 12).map((s) => s.slug)).toEqual(
      Array.from({ length: 12 }, (_, n) => slug(11 - n)),
    );
    expect(Object.keys(reply.body.songs[0]).sort()).toEqual(SONG_KEYS);
    const withComment = reply.body.songs.find((s) => s.slug === slug(0))!;
    expect(withComment).toMatchObject({
      _id: withComment.id,
      title: "Integration Song 0",
      albumName: "Test Album",
      album: "Test Album",
      commentsCount: 1,
      likes: 0,
    });
  });

  it("pages ten at a time with page, totalPages and total", async () => {
    const total = await db.song.count();
    const first = await anon.get<SongPage>("/mnb/api/getAllSongs?page=1&limit=10");
    expect(first.body).toMatchObject({ page: 1, total, totalPages: Math.ceil(total / 10) });
    expect(first.body.songs.map((s) => s.slug)).toEqual(Array.from({ length: 10 }, (_, n) => slug(11 - n)));
    const second = await anon.get<SongPage>("/mnb/api/getAllSongs?page=2&limit=10");
    expect(second.body.page).toBe(2);
    expect(second.body.songs.slice(0, 2).map((s) => s.slug)).toEqual([slug(1), slug(0)]);
  });

  it("caps the page size at 50 and treats nonsense as page 1 of 10", async () => {
    const total = await db.song.count();
    const capped = await anon.get<SongPage>("/mnb/api/getAllSongs?page=1&limit=500");
    expect(capped.body.songs).toHaveLength(50);
    expect(capped.body.totalPages).toBe(Math.ceil(total / 50));
    const nonsense = await anon.get<SongPage>("/mnb/api/getAllSongs?page=abc&limit=-4");
    expect(nonsense.status).toBe(200);
    expect(nonsense.body).toMatchObject({ page: 1, totalPages: Math.ceil(total / 10) });
    expect(nonsense.body.songs).toHaveLength(10);
  });
});

describe("GET /mnb/api/songs/{slug}", () => {
  it("answers one song with its comments", async () => {
    const reply = await anon.get<Song & { comments: Comment[] }>(`/mnb/api/songs/${slug(0)}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ slug: slug(0), title: "Integration Song 0", commentsCount: 1 });
    expect(reply.body.comments).toHaveLength(1);
    expect(Object.keys(reply.body.comments[0]).sort()).toEqual(COMMENT_KEYS);
    expect(reply.body.comments[0]).toMatchObject({ username: "Bisola", text: "First!" });
  });

  it.each(["no-such-song-here", "Not_A%20Slug"])("answers 404 'Song not found (404)' for %s", async (missing) => {
    const reply = await anon.get(`/mnb/api/songs/${missing}`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Song not found (404)");
  });
});

describe("PATCH /mnb/api/likeSong/{slug}", () => {
  it("counts a like once per visitor and a second visitor's like too", async () => {
    const visitor = new Client();
    const first = await visitor.patch(`/mnb/api/likeSong/${slug(1)}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: "Liked!", likes: 1 });
    const repeat = await visitor.patch(`/mnb/api/likeSong/${slug(1)}`);
    expect(repeat.body).toEqual({ message: "Liked!", likes: 1 });
    const other = await new Client().patch(`/mnb/api/likeSong/${slug(1)}`);
    expect(other.body).toEqual({ message: "Liked!", likes: 2 });
    const song = await db.song.findUniqueOrThrow({ where: { slug: slug(1) } });
    expect(song.likes).toBe(2);
    expect(await db.reaction.count({ where: { target: "SONG", targetId: song.id } })).toBe(2);
  });

  it("answers 404 for an unknown song and records nothing", async () => {
    const before = await db.reaction.count();
    const reply = await new Client().patch("/mnb/api/likeSong/no-such-song-here");
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Song not found (404)");
    expect(await db.reaction.count()).toBe(before);
  });
});

describe("POST /mnb/api/addComment/{slug}", () => {
  it("stores a comment with a trimmed name and answers it with 201", async () => {
    const reply = await anon.post<Comment>(`/mnb/api/addComment/${slug(2)}`, {
      text: "  Lovely groove ",
      username: "  Ada  ",
    });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(COMMENT_KEYS);
    expect(reply.body).toMatchObject({ _id: reply.body.id, username: "Ada", text: "Lovely groove" });
    expect(await db.songComment.findUnique({ where: { id: reply.body.id } })).toMatchObject({
      username: "Ada",
      text: "Lovely groove",
    });
  });

  it("stores a blank or missing name as null (shown as Anonymous)", async () => {
    const blank = await anon.post<Comment>(`/mnb/api/addComment/${slug(2)}`, { text: "No name", username: "   " });
    const missing = await anon.post<Comment>(`/mnb/api/addComment/${slug(2)}`, { text: "No name either" });
    expect([blank.status, missing.status]).toEqual([201, 201]);
    expect([blank.body.username, missing.body.username]).toEqual([null, null]);
  });

  it.each([
    [{ text: "   ", username: "Ada" }, "Comment text is required."],
    [{ username: "Ada" }, "Comment text is required."],
    [{ text: "a".repeat(1001) }, "Keep comments under 1000 characters."],
    [{ text: "Hi", username: "n".repeat(61) }, "Keep your name under 60 characters."],
  ])("refuses %o with 422 and writes nothing", async (payload, message) => {
    const before = await db.songComment.count();
    const reply = await anon.post(`/mnb/api/addComment/${slug(2)}`, payload);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
    expect(await db.songComment.count()).toBe(before);
  });

  it("answers 404 for an unknown song, 415 for a body that is not JSON and 400 for broken JSON", async () => {
    const missing = await anon.post("/mnb/api/addComment/no-such-song-here", { text: "Hello" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Song not found (404)");
    const notJson = await anon.request("POST", `/mnb/api/addComment/${slug(2)}`, "text=hello", {
      "content-type": "text/plain",
    });
    expect(notJson.status).toBe(415);
    const broken = await anon.request("POST", `/mnb/api/addComment/${slug(2)}`, "{text", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
  });
});

describe("DELETE /mnb/api/songs/{slug}/comments/{commentId}", () => {
  it("refuses anonymous (401) and signed-in users (403) and keeps the comment", async () => {
    const comment = await db.songComment.create({ data: { song: { connect: { slug: slug(3) } }, text: "Keep me" } });
    const path = `/mnb/api/songs/${slug(3)}/comments/${comment.id}`;
    expect((await anon.delete(path)).status).toBe(401);
    expect((await user.client.delete(path)).status).toBe(403);
    expect(await db.songComment.findUnique({ where: { id: comment.id } })).not.toBeNull();
  });

  it("lets an admin delete it for real, and only from its own song", async () => {
    const comment = await db.songComment.create({ data: { song: { connect: { slug: slug(4) } }, text: "Delete me" } });
    const wrongSong = await admin.client.delete(`/mnb/api/songs/${slug(5)}/comments/${comment.id}`);
    expect(wrongSong.status).toBe(404);
    expect(await db.songComment.findUnique({ where: { id: comment.id } })).not.toBeNull();

    const reply = await admin.client.delete(`/mnb/api/songs/${slug(4)}/comments/${comment.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Comment deleted!" });
    expect(await db.songComment.findUnique({ where: { id: comment.id } })).toBeNull();
    expect((await admin.client.delete(`/mnb/api/songs/${slug(4)}/comments/${comment.id}`)).status).toBe(404);
  });
});

describe("GET /mnb/api/getAdverts", () => {
  it("lists adverts with their links", async () => {
    // The list is cached on first read and no route writes adverts yet: the one testing/integration-setup.ts
    // stores before any file runs is always in it.
    const reply = await anon.get<Record<string, unknown>[]>("/mnb/api/getAdverts");
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    for (const advert of reply.body) {
      expect(Object.keys(advert).sort()).toEqual(ADVERT_KEYS);
      expect(advert._id).toBe(advert.id);
    }
  });
});
