// Artist routes (Upload New Artist): admins write, everyone else is refused and changes nothing, bad payloads write
// no row and leave no file, and every write shows on /home and GET /getAllArtist at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, refusedWithoutWrites, signedIn, storedFileCount, unique } from "@/testing/fixtures";
import { ARTIST_GENRES } from "@/lib/artists/genres";

type Artist = { _id: string; id: string; name: string; genre: string; imageUrl: string };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const png = async (size = 32) => file(await pngBytes(size, size), "artist.png", "image/png");

async function addArtist(fields: Record<string, string> = {}, image?: File | null) {
  const form = await postForm(
    { name: unique("Artist"), genre: "Afrobeats", ...fields },
    image === null ? undefined : (image ?? (await png())),
  );
  return admin.client.post<{ message: string; artist: Artist }>("/mnb/api/addArtist", form);
}

const listed = async () => (await anon.get<Artist[]>("/mnb/api/getAllArtist")).body;
const homeHtml = async () => (await anon.get<string>("/home")).body;

/** A refused call: its status, and no artist row or stored file written. */
const unchanged = <R extends { status: number }>(call: () => Promise<R>, status: number) =>
  refusedWithoutWrites(() => db.artist.count(), call, status);

describe("POST /mnb/api/addArtist", () => {
  it("adds an artist with its image, shown on /home and in GET /getAllArtist at once", async () => {
    await homeHtml(); // the cached page and list exist before the write, so the write must expire them
    const name = unique("Tomi Wave");
    const reply = await addArtist({ name, genre: "Alté" });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Artist uploaded successfully!");
    expect(reply.body.artist).toMatchObject({ name, genre: "Alté" });
    const image = await anon.get(reply.body.artist.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // The list is the old client's: the picture's address absolute on the site, as the old client loads pictures.
    expect((await listed()).find((a) => a.id === reply.body.artist.id)).toEqual({
      ...reply.body.artist,
      imageUrl: `${process.env.SITE_URL}${reply.body.artist.imageUrl}`,
    });
    expect(await homeHtml()).toContain(name);
  });

  it.each(ARTIST_GENRES)("accepts the create genre %s", async (genre) => {
    const reply = await addArtist({ genre });
    expect(reply.status).toBe(201);
    expect(reply.body.artist.genre).toBe(genre);
  });

  it("refuses anonymous (401) and user (403) callers and writes nothing", async () => {
    const form = async () => postForm({ name: unique("Nope"), genre: "Afrobeats" }, await png());
    const f1 = await form();
    await unchanged(() => anon.post("/mnb/api/addArtist", f1), 401);
    const f2 = await form();
    expect((await unchanged(() => user.client.post("/mnb/api/addArtist", f2), 403)).body.code).toBe("forbidden");
  });

  it.each([
    ["no name", { name: "  " }, undefined],
    ["no genre", { genre: "" }, undefined],
    ["no image", {}, null],
  ] as const)(
    "refuses %s with 422 'Name, genre and image are required.' and writes nothing",
    async (_label, fields, image) => {
      const reply = await unchanged(() => addArtist(fields, image), 422);
      expect(reply.body.message).toBe("Name, genre and image are required.");
    },
  );

  it.each(["Jazz", "Hip/Hop & Rap", "afrobeats"])("refuses the genre %s with 422 and writes nothing", async (genre) => {
    const reply = await unchanged(() => addArtist({ genre }), 422);
    expect(reply.body.message).toMatch(/^Genre must be one of: Afrobeats, Alté/);
  });

  it.each([
    [
      "an HTML page named .png",
      new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"),
      "evil.png",
      "image/png",
    ],
    [
      "an SVG image",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "logo.svg",
      "image/svg+xml",
    ],
    [
      "a text file called .jpg",
      new TextEncoder().encode("just some plain text, not a picture at all"),
      "photo.jpg",
      "image/jpeg",
    ],
  ])("refuses %s with 415 and writes nothing", async (_label, bytes, name, type) => {
    const reply = await unchanged(() => addArtist({}, file(bytes, name, type)), 415);
    expect(reply.body.message).toMatch(/JPEG, PNG or WebP/);
  });

  it("refuses an oversize image with 413 and writes nothing", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await pngBytes());
    const reply = await unchanged(() => addArtist({}, file(big, "huge.png", "image/png")), 413);
    expect(reply.body.message).toMatch(/too large/);
  });

  it("refuses a JSON body with 415", async () => {
    await unchanged(() => admin.client.post("/mnb/api/addArtist", { name: "Ada", genre: "Afrobeats" }), 415);
  });
});

describe("PUT /mnb/api/updateArtist/{id}", () => {
  it("changes name and genre, keeps the image when none is sent, and shows the change on /home at once", async () => {
    const { body } = await addArtist();
    await homeHtml();
    const name = unique("Renamed");
    const reply = await admin.client.put<{ message: string; artist: Artist }>(
      `/mnb/api/updateArtist/${body.artist.id}`,
      await postForm({ name, genre: "Afro-fusion" }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Artist updated successfully!");
    expect(reply.body.artist).toEqual({ ...body.artist, name, genre: "Afro-fusion" });
    expect((await anon.get(body.artist.imageUrl)).status).toBe(200);
    expect((await listed()).find((a) => a.id === body.artist.id)?.name).toBe(name);
    const html = await homeHtml();
    expect(html).toContain(name);
    expect(html).not.toContain(body.artist.name);
  });

  it("replaces the image and removes the old file", async () => {
    const { body } = await addArtist();
    const files = storedFileCount();
    const reply = await admin.client.put<{ artist: Artist }>(
      `/mnb/api/updateArtist/${body.artist.id}`,
      await postForm({ name: body.artist.name, genre: "Afrobeats" }, await png(48)),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.artist.imageUrl).not.toBe(body.artist.imageUrl);
    expect((await anon.get(reply.body.artist.imageUrl)).status).toBe(200);
    expect((await anon.get(body.artist.imageUrl)).status).toBe(404);
    expect(storedFileCount()).toBe(files);
  });

  it("keeps a stored genre outside the lists, but refuses changing to one", async () => {
    const legacy = await db.artist.create({
      data: { name: unique("Legacy"), genre: "Hip/Hop & Rap", imageUrl: "/files/image/artist.png" },
    });
    const kept = await admin.client.put<{ artist: Artist }>(
      `/mnb/api/updateArtist/${legacy.id}`,
      await postForm({ name: "Legacy Renamed", genre: "Hip/Hop & Rap" }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.artist).toMatchObject({ name: "Legacy Renamed", genre: "Hip/Hop & Rap" });
    const { body } = await addArtist({ genre: "Ragae" });
    const files = storedFileCount();
    const changed = await admin.client.put(
      `/mnb/api/updateArtist/${body.artist.id}`,
      await postForm({ name: "X", genre: "Hip/Hop & Rap" }, await png()),
    );
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/^Genre must be one of/);
    expect(storedFileCount()).toBe(files);
    expect(await db.artist.findUniqueOrThrow({ where: { id: body.artist.id } })).toMatchObject({
      name: body.artist.name,
      genre: "Ragae",
    });
  });

  it("refuses anonymous and user callers and changes nothing", async () => {
    const { body } = await addArtist();
    const form = async () => postForm({ name: "Hacked", genre: "Afrobeats" }, await png());
    const f1 = await form();
    await unchanged(() => anon.put(`/mnb/api/updateArtist/${body.artist.id}`, f1), 401);
    const f2 = await form();
    await unchanged(() => user.client.put(`/mnb/api/updateArtist/${body.artist.id}`, f2), 403);
    expect(await db.artist.findUniqueOrThrow({ where: { id: body.artist.id } })).toMatchObject({
      name: body.artist.name,
      imageUrl: body.artist.imageUrl,
    });
  });

  it("requires name and genre, refuses a disguised image, and answers 404 for an unknown id, leaving no file", async () => {
    const { body } = await addArtist();
    const path = `/mnb/api/updateArtist/${body.artist.id}`;
    const blank = await unchanged(async () => admin.client.put(path, await postForm({ name: "", genre: "Alté" })), 422);
    expect(blank.body.message).toBe("Name and genre are required.");
    const html = file(new TextEncoder().encode("<html><script>alert(1)</script></html>"), "x.png", "image/png");
    await unchanged(async () => admin.client.put(path, await postForm({ name: "Fine", genre: "Alté" }, html)), 415);
    const missing = await unchanged(
      async () =>
        admin.client.put(
          "/mnb/api/updateArtist/no-such-artist",
          await postForm({ name: "A", genre: "Alté" }, await png()),
        ),
      404,
    );
    expect(missing.body.message).toBe("Artist not found.");
    expect(await db.artist.findUniqueOrThrow({ where: { id: body.artist.id } })).toMatchObject({
      name: body.artist.name,
    });
  });
});

describe("DELETE /mnb/api/deleteArtist/{id}", () => {
  it("refuses anonymous and user callers, then deletes the artist and its image for an admin, gone from /home at once", async () => {
    const { body } = await addArtist();
    await unchanged(() => anon.delete(`/mnb/api/deleteArtist/${body.artist.id}`), 401);
    await unchanged(() => user.client.delete(`/mnb/api/deleteArtist/${body.artist.id}`), 403);
    expect(await homeHtml()).toContain(body.artist.name);
    const reply = await admin.client.delete(`/mnb/api/deleteArtist/${body.artist.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Artist deleted successfully!" });
    expect(await db.artist.count({ where: { id: body.artist.id } })).toBe(0);
    expect((await anon.get(body.artist.imageUrl)).status).toBe(404);
    expect((await listed()).some((a) => a.id === body.artist.id)).toBe(false);
    expect(await homeHtml()).not.toContain(body.artist.name);
  });

  it("answers 404 'Artist not found.' for an unknown id", async () => {
    const reply = await unchanged(() => admin.client.delete("/mnb/api/deleteArtist/no-such-artist"), 404);
    expect(reply.body.message).toBe("Artist not found.");
  });
});
