// The admin's song calls (createSong, updateSong, deleteSong, blob-upload): admins succeed and the public list shows
// it at once; anonymous and regular callers are refused and nothing changes; bad payloads get the spec's message and
// leave no row and no stored file; replaced and deleted songs leave no files behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { slugify } from "@/lib/core/slug";
import { Client } from "@/testing/http";
import { file, pngBytes, signedIn, songForm, storedFileCount, unique, wavBytes } from "@/testing/fixtures";

type Song = {
  id: string;
  slug: string;
  title: string;
  artist: string;
  albumName: string | null;
  genre: string | null;
  description: string | null;
  audioUrl: string;
  coverImageUrl: string | null;
  likes: number;
  commentsCount: number;
};
type Created = { message: string; song: Song };

const REQUIRED = "Please provide title, artist, genre, and audio file.";
const anon = new Client();
let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  [admin, user] = await Promise.all([signedIn("ADMIN"), signedIn("USER")]);
});
afterAll(() => db.$disconnect());

const audio = (key = unique("a")) => file(wavBytes(key), "track.wav", "audio/wav");
const cover = async (size = 32) => file(await pngBytes(size, size), "cover.png", "image/png");

async function upload(
  fields: Record<string, string> = {},
  files: { audio?: File | string; coverImage?: File | string } = { audio: audio() },
) {
  const form = songForm(
    {
      title: unique("Lagos Nights"),
      artist: "Tems",
      albumName: "Summer",
      genre: "Afrobeats",
      description: "A slow groove.",
      ...fields,
    },
    files,
  );
  return admin.client.post<Created>("/mnb/api/createSong", form);
}

/** What stays the same when a call is refused: the song rows and the stored files. */
async function unchanged<R extends { status: number }>(call: () => Promise<R>, status: number): Promise<R> {
  const [songs, files] = [await db.song.count(), storedFileCount()];
  const reply = await call();
  expect(reply.status).toBe(status);
  expect(await db.song.count()).toBe(songs);
  expect(storedFileCount()).toBe(files);
  return reply;
}

describe("POST /mnb/api/createSong", () => {
  it("stores the song with its files, a slug from the title, and shows it in the public list at once", async () => {
    await anon.get("/mnb/api/getAllSongs"); // cached before the write: the write must expire it
    const title = unique("Ọjọ́ Ayọ̀ & Friends!");
    const reply = await upload({ title, slug: "ignored-client-slug" }, { audio: audio(), coverImage: await cover() });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Song uploaded successfully!");
    expect(reply.body.song).toMatchObject({
      title,
      artist: "Tems",
      albumName: "Summer",
      genre: "Afrobeats",
      description: "A slow groove.",
      likes: 0,
      commentsCount: 0,
    });
    expect(reply.body.song.slug).toBe(slugify(title));
    const sound = await anon.get(reply.body.song.audioUrl);
    expect(sound.status).toBe(200);
    expect(sound.headers.get("content-type")).toBe("audio/wav");
    expect((await anon.get(reply.body.song.coverImageUrl!)).headers.get("content-type")).toBe("image/png");
    const list = await anon.get<{ songs: Song[] }>("/mnb/api/getAllSongs");
    expect(list.body.songs.map((s) => s.slug)).toContain(reply.body.song.slug);
    expect((await anon.get<Song>(`/mnb/api/songs/${reply.body.song.slug}`)).body.title).toBe(title);
  });

  it("gives a second song with the same title its own slug", async () => {
    const title = unique("Same Song");
    const first = await upload({ title });
    const second = await upload({ title });
    expect(second.status).toBe(201);
    expect(second.body.song.slug).toBe(`${first.body.song.slug}-2`);
  });

  it("gives simultaneous uploads of one title distinct slugs", async () => {
    const title = unique("Rush Hour");
    const replies = await Promise.all([upload({ title }), upload({ title }), upload({ title })]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.song.slug)).size).toBe(3);
  });

  it("uses the client's slug only when the title has no letters or digits", async () => {
    const reply = await upload({ title: "♫ ♫ ♫", slug: unique("Hint Slug") });
    expect(reply.body.song.slug).toMatch(/^hint-slug-[0-9a-f]{8}$/);
  });

  it("refuses anonymous (401) and non-admin (403) callers and writes nothing", async () => {
    const form = () => songForm({ title: unique("Nope"), artist: "x", genre: "Pop" }, { audio: audio() });
    await unchanged(() => anon.post("/mnb/api/createSong", form()), 401);
    const asUser = await unchanged(() => user.client.post("/mnb/api/createSong", form()), 403);
    expect(asUser.body).toMatchObject({ code: "forbidden" });
  });

  it.each([
    ["no title", { title: "" }, true],
    ["a blank artist", { artist: "   " }, true],
    ["no genre", { genre: "" }, true],
    ["no audio file", {}, false],
  ])(
    "refuses %s with the spec's message and writes nothing",
    async (_label, fields: Record<string, string>, withAudio) => {
      const reply = await unchanged(() => upload(fields, withAudio ? { audio: audio() } : {}), 422);
      expect(reply.body.message).toBe(REQUIRED);
    },
  );

  it("accepts only the upload genres (Afrobeats … Electronic, not the edit list's Reggae)", async () => {
    const reply = await unchanged(() => upload({ genre: "Reggae" }), 422);
    expect(reply.body.message).toBe("Please choose a genre from the list.");
    expect((await upload({ genre: "R&B" })).status).toBe(201);
  });

  it.each([
    [
      "an HTML page named .mp3",
      new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"),
      "song.mp3",
      "audio/mpeg",
    ],
    ["a PNG picture as audio", null, "song.wav", "audio/wav"],
    [
      "a text file called .wav",
      new TextEncoder().encode("just some plain text, certainly not audio"),
      "song.wav",
      "audio/wav",
    ],
  ])("refuses %s with 415 and leaves no song and no file", async (_label, bytes, name, type) => {
    const disguised = file(bytes ?? (await pngBytes()), name, type);
    const reply = await unchanged(() => upload({}, { audio: disguised }), 415);
    expect(reply.body.message).toMatch(/MP3, M4A, WAV or OGG/);
  });

  it("removes the stored audio again when the cover is refused", async () => {
    const reply = await unchanged(
      () =>
        upload(
          {},
          {
            audio: audio(),
            coverImage: file(
              new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
              "c.png",
              "image/png",
            ),
          },
        ),
      415,
    );
    expect(reply.body.message).toMatch(/SVG and HTML/);
  });

  it("refuses audio over 20 MB with 413 and writes nothing", async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 10);
    big.set(wavBytes());
    const reply = await unchanged(() => upload({}, { audio: file(big, "long.wav", "audio/wav") }), 413);
    expect(reply.body.message).toMatch(/too large/);
  });

  it("refuses a file URL instead of a file while uploads are stored on local disk", async () => {
    await unchanged(() => upload({}, { audio: "https://example.com/song.mp3" }), 422);
  });
});

describe("PUT /mnb/api/updateSong/{slug}", () => {
  it("edits the fields, keeps the slug and files when none are sent", async () => {
    const { body } = await upload({}, { audio: audio(), coverImage: await cover() });
    await anon.get(`/mnb/api/songs/${body.song.slug}`);
    const reply = await admin.client.put<Created>(
      `/mnb/api/updateSong/${body.song.slug}`,
      songForm({ title: "Renamed Song", artist: "Asake", albumName: "", genre: "Reggae" }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Song updated successfully");
    expect(reply.body.song).toMatchObject({
      slug: body.song.slug,
      title: "Renamed Song",
      artist: "Asake",
      albumName: null,
      genre: "Reggae",
      description: "A slow groove.",
      audioUrl: body.song.audioUrl,
      coverImageUrl: body.song.coverImageUrl,
    });
    expect((await anon.get<Song>(`/mnb/api/songs/${body.song.slug}`)).body.title).toBe("Renamed Song");
    expect((await anon.get(body.song.audioUrl)).status).toBe(200);
  });

  it("replaces the audio and the cover, and the old files leave storage", async () => {
    const { body } = await upload({}, { audio: audio(), coverImage: await cover() });
    const files = storedFileCount();
    const reply = await admin.client.put<Created>(
      `/mnb/api/updateSong/${body.song.slug}`,
      songForm({ title: body.song.title, artist: "Tems" }, { audio: audio(), coverImage: await cover(48) }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.song.audioUrl).not.toBe(body.song.audioUrl);
    expect(reply.body.song.coverImageUrl).not.toBe(body.song.coverImageUrl);
    expect((await anon.get(body.song.audioUrl)).status).toBe(404);
    expect((await anon.get(body.song.coverImageUrl!)).status).toBe(404);
    expect((await anon.get(reply.body.song.audioUrl)).status).toBe(200);
    expect(storedFileCount()).toBe(files);
  });

  it("takes the edit genres, keeps a genre only the upload list has, and refuses others", async () => {
    const { body } = await upload({ genre: "Afrobeats" });
    const put = (genre: string) =>
      admin.client.put<Created>(`/mnb/api/updateSong/${body.song.slug}`, songForm({ title: "T", artist: "A", genre }));
    expect((await put("Afrobeats")).body.song.genre).toBe("Afrobeats");
    expect((await put("")).body.song.genre).toBe("Afrobeats");
    expect((await put("Country")).body.song.genre).toBe("Country");
    const refused = await put("Afrobeats");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Please choose a genre from the list.");
    expect((await db.song.findUniqueOrThrow({ where: { id: body.song.id } })).genre).toBe("Country");
  });

  it("refuses a disguised file and leaves the song and its files as they were", async () => {
    const { body } = await upload();
    const reply = await unchanged(
      () =>
        admin.client.put(
          `/mnb/api/updateSong/${body.song.slug}`,
          songForm(
            { title: "T", artist: "A" },
            { audio: file(new TextEncoder().encode("<html><body>hi</body></html>"), "x.mp3", "audio/mpeg") },
          ),
        ),
      415,
    );
    expect(reply.body.message).toMatch(/SVG and HTML/);
    expect((await db.song.findUniqueOrThrow({ where: { id: body.song.id } })).audioUrl).toBe(body.song.audioUrl);
  });

  it("requires title and artist, and answers an unknown song with 404 'Song not found (404)'", async () => {
    const { body } = await upload();
    const invalid = await admin.client.put(
      `/mnb/api/updateSong/${body.song.slug}`,
      songForm({ title: "", artist: "" }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe("Title and artist are required.");
    const missing = await unchanged(
      () =>
        admin.client.put(
          "/mnb/api/updateSong/no-such-song-here",
          songForm({ title: "t", artist: "a" }, { audio: audio() }),
        ),
      404,
    );
    expect(missing.body.message).toBe("Song not found (404)");
  });

  it("refuses anonymous and user callers and changes nothing", async () => {
    const { body } = await upload();
    const form = () => songForm({ title: "Hacked", artist: "x" }, { audio: audio() });
    await unchanged(() => anon.put(`/mnb/api/updateSong/${body.song.slug}`, form()), 401);
    await unchanged(() => user.client.put(`/mnb/api/updateSong/${body.song.slug}`, form()), 403);
    expect(await db.song.findUniqueOrThrow({ where: { id: body.song.id } })).toMatchObject({
      title: body.song.title,
      audioUrl: body.song.audioUrl,
    });
  });
});

describe("DELETE /mnb/api/deleteSong/{slug}", () => {
  it("refuses anonymous and user callers, then removes the song with its comments, likes and files", async () => {
    const { body } = await upload({}, { audio: audio(), coverImage: await cover() });
    const { slug } = body.song;
    expect((await anon.post(`/mnb/api/addComment/${slug}`, { text: "Tune!" })).status).toBe(201);
    expect((await anon.patch(`/mnb/api/likeSong/${slug}`)).status).toBe(200);
    expect(await db.reaction.count({ where: { target: "SONG", targetId: body.song.id } })).toBe(1);

    await unchanged(() => anon.delete(`/mnb/api/deleteSong/${slug}`), 401);
    await unchanged(() => user.client.delete(`/mnb/api/deleteSong/${slug}`), 403);

    const files = storedFileCount();
    const reply = await admin.client.delete(`/mnb/api/deleteSong/${slug}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Song deleted successfully" });
    expect(await db.song.count({ where: { id: body.song.id } })).toBe(0);
    expect(await db.songComment.count({ where: { songId: body.song.id } })).toBe(0);
    expect(await db.reaction.count({ where: { target: "SONG", targetId: body.song.id } })).toBe(0);
    expect(storedFileCount()).toBe(files - 2);
    expect((await anon.get(body.song.audioUrl)).status).toBe(404);
    expect((await anon.get(`/mnb/api/songs/${slug}`)).status).toBe(404);
    const list = await anon.get<{ songs: Song[] }>("/mnb/api/getAllSongs");
    expect(list.body.songs.map((s) => s.slug)).not.toContain(slug);
  });

  it("answers an unknown song with 404 'Song not found (404)'", async () => {
    const reply = await admin.client.delete("/mnb/api/deleteSong/no-such-song-here");
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Song not found (404)");
  });
});

describe("POST /mnb/api/blob-upload", () => {
  it("is off (404) while uploads are stored on local disk, and admin-only", async () => {
    const event = {
      type: "blob.generate-client-token",
      payload: { pathname: "audio/x.mp3", multipart: false, clientPayload: "audio" },
    };
    expect((await anon.post("/mnb/api/blob-upload", event)).status).toBe(401);
    expect((await user.client.post("/mnb/api/blob-upload", event)).status).toBe(403);
    expect((await admin.client.post("/mnb/api/blob-upload", event)).status).toBe(404);
  });
});
