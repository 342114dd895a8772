// Songs with Vercel Blob on (BLOB_READ_WRITE_TOKEN set), offline: a second `next start` on the test build talks to a
// local Blob stand-in (testing/blob-stand-in.ts). Big files go browser → Blob with a token only an admin gets,
// fixed by the server to one pathname, the purpose's content types and size; createSong/updateSong then carry the
// blob's URL, and the server records it only after checking it is ours and sniffing its first bytes. The same server
// stores private files (booking attachments, workers' photos) as private blobs, which only the store's token reads.
import { getPayloadFromClientToken, upload } from "@vercel/blob/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { UPLOAD_RULES } from "@/lib/storage/rules";
import type { BlobStandIn } from "@/testing/blob-stand-in";
import { BLOB_TOKEN as TOKEN, PUBLIC_STORE as STORE, startBlobServer, type BlobServer } from "@/testing/blob-server";
import { file, pngBytes, songForm, unique, wavBytes } from "@/testing/fixtures";

const NOT_UPLOADED = "The uploaded file was not found in our storage. Please upload it again.";
let blobServer: BlobServer;
let standIn: BlobStandIn;
let base = "";
let visitor = "";
let adminToken = "";
let userToken = "";

type Song = { id: string; slug: string; audioUrl: string; coverImageUrl: string | null };

const call = <T = Record<string, unknown>>(method: string, route: string, body?: unknown, token = adminToken) =>
  blobServer.call<T>(method, route, body, token);

/** What the upload form does in the browser: `@vercel/blob/client` upload() with a token from our route. */
const sendToBlob = (
  pathname: string,
  bytes: Uint8Array | string,
  purpose: "audio" | "image",
  contentType: string,
  onUploadProgress?: (p: { percentage: number }) => void,
) =>
  upload(pathname, new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), {
    access: "public",
    handleUploadUrl: `${base}/mnb/api/blob-upload`,
    clientPayload: purpose,
    contentType,
    headers: { authorization: `Bearer ${adminToken}`, "x-forwarded-for": visitor },
    onUploadProgress,
  });

const tokenRequest = (pathname: string, clientPayload: unknown, type = "blob.generate-client-token") => ({
  type,
  payload: { pathname, multipart: false, clientPayload },
});
const createSong = (files: { audio?: File | string; coverImage?: File | string }) =>
  call<{ song: Song; message: string }>(
    "POST",
    "/mnb/api/createSong",
    songForm({ title: unique("Blob Song"), artist: "Tems", genre: "Pop" }, files),
  );

beforeAll(async () => {
  blobServer = await startBlobServer();
  ({ standIn, base, visitor } = blobServer);
  [adminToken, userToken] = await Promise.all([blobServer.signIn("ADMIN"), blobServer.signIn("USER")]);
}, 120_000);

afterAll(async () => {
  await blobServer?.stop();
  await db.$disconnect();
});

describe("POST /mnb/api/blob-upload with Blob on", () => {
  it("gives an admin a ten-minute token for one pathname with the purpose's types and size, and no callback", async () => {
    const reply = await call<{ clientToken: string }>(
      "POST",
      "/mnb/api/blob-upload",
      tokenRequest("audio/lagos-nights.mp3", "audio"),
    );
    expect(reply.status).toBe(200);
    const payload = getPayloadFromClientToken(reply.body.clientToken);
    expect(payload).toMatchObject({
      pathname: "audio/lagos-nights.mp3",
      allowedContentTypes: UPLOAD_RULES.audio.types,
      maximumSizeInBytes: 20 * 1024 * 1024,
      addRandomSuffix: true,
      allowOverwrite: false,
    });
    expect(payload.onUploadCompleted).toBeUndefined();
    expect(payload.validUntil).toBeGreaterThan(Date.now());
    expect(payload.validUntil).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    const image = getPayloadFromClientToken(
      (await call<{ clientToken: string }>("POST", "/mnb/api/blob-upload", tokenRequest("image/c.png", "image"))).body
        .clientToken,
    );
    expect(image).toMatchObject({ allowedContentTypes: UPLOAD_RULES.image.types, maximumSizeInBytes: 5 * 1024 * 1024 });
  });

  it("refuses anonymous and user callers, other folders, other purposes and completion callbacks", async () => {
    expect((await call("POST", "/mnb/api/blob-upload", tokenRequest("audio/x.mp3", "audio"), "")).status).toBe(401);
    expect((await call("POST", "/mnb/api/blob-upload", tokenRequest("audio/x.mp3", "audio"), userToken)).status).toBe(
      403,
    );
    expect((await call("POST", "/mnb/api/blob-upload", tokenRequest("image/x.mp3", "audio"))).status).toBe(422);
    expect((await call("POST", "/mnb/api/blob-upload", tokenRequest("audio/../x.mp3", "audio"))).status).toBe(422);
    expect((await call("POST", "/mnb/api/blob-upload", tokenRequest("avatar/x.png", "avatar"))).status).toBe(422);
    expect(
      (await call("POST", "/mnb/api/blob-upload", tokenRequest("audio/x.mp3", "audio", "blob.upload-completed")))
        .status,
    ).toBe(422);
  });

  it("the store itself refuses a content type the token does not allow", async () => {
    await expect(sendToBlob("audio/page.html", "<html></html>", "audio", "text/html")).rejects.toThrow(/not allowed/);
  });
});

describe("songs whose files were uploaded straight to Blob", () => {
  it("records the song with the blobs' URLs after checking them, showing upload progress on the way", async () => {
    const progress: number[] = [];
    const audio = await sendToBlob("audio/lagos-nights.wav", wavBytes("blob"), "audio", "audio/wav", (p) =>
      progress.push(p.percentage),
    );
    expect(audio.url).toMatch(
      /^https:\/\/mnbteststore\.public\.blob\.vercel-storage\.com\/audio\/lagos-nights-[0-9a-f]+\.wav$/,
    );
    expect(progress[0]).toBe(0);
    const cover = await sendToBlob("image/cover.png", await pngBytes(), "image", "image/png");
    const reply = await createSong({ audio: audio.url, coverImage: cover.url });
    expect(reply.status).toBe(201);
    expect(reply.body.song).toMatchObject({ audioUrl: audio.url, coverImageUrl: cover.url });
    expect(standIn.blobs.has(audio.url) && standIn.blobs.has(cover.url)).toBe(true);
  });

  it("refuses a blob another song already plays (409), so neither song can delete the other's file", async () => {
    const audio = await sendToBlob("audio/shared.wav", wavBytes("shared"), "audio", "audio/wav");
    expect((await createSong({ audio: audio.url })).status).toBe(201);
    const songs = await db.song.count();
    const reply = await createSong({ audio: audio.url });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe("This file already belongs to another record. Please upload it again.");
    expect(await db.song.count()).toBe(songs);
    expect(standIn.blobs.has(audio.url)).toBe(true);
  });

  it("refuses a blob whose bytes are not audio, deletes it from the store and records nothing", async () => {
    const fake = await sendToBlob(
      "audio/fake.mp3",
      "<!doctype html><html><script>alert(1)</script></html>",
      "audio",
      "audio/mpeg",
    );
    const songs = await db.song.count();
    const reply = await createSong({ audio: fake.url });
    expect(reply.status).toBe(415);
    expect(reply.body.message).toMatch(/SVG and HTML/);
    expect(await db.song.count()).toBe(songs);
    expect(standIn.blobs.has(fake.url)).toBe(false);
    expect(standIn.deleted).toContain(fake.url);
  });

  it("refuses a blob over the audio limit with 413 and deletes it", async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(wavBytes("big"));
    const blob = standIn.seed("audio/too-long.wav", big, "audio/wav");
    const reply = await createSong({ audio: blob.url });
    expect(reply.status).toBe(413);
    expect(standIn.blobs.has(blob.url)).toBe(false);
  });

  it.each([
    ["another store's blob", "https://otherstore.public.blob.vercel-storage.com/audio/x.wav"],
    ["our store over http", "http://mnbteststore.public.blob.vercel-storage.com/audio/x.wav"],
    ["a blob our store does not have", `${STORE}/audio/never-uploaded.wav`],
    ["a blob from another folder", `${STORE}/image/cover.png`],
    ["a URL with a query", `${STORE}/audio/x.wav?download=1`],
    ["any other address", "https://example.com/audio/x.wav"],
    ["a local file path", "/files/audio/x.wav"],
  ])("refuses %s (422) and deletes nothing", async (_label, url) => {
    const deleted = standIn.deleted.length;
    const reply = await createSong({ audio: url });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(NOT_UPLOADED);
    expect(standIn.deleted).toHaveLength(deleted);
  });

  it("replacing the audio and deleting the song remove their blobs from the store", async () => {
    const first = await sendToBlob("audio/first.wav", wavBytes("first"), "audio", "audio/wav");
    const cover = await sendToBlob("image/first.png", await pngBytes(), "image", "image/png");
    const { body } = await createSong({ audio: first.url, coverImage: cover.url });
    const second = await sendToBlob("audio/second.wav", wavBytes("second"), "audio", "audio/wav");
    const updated = await call<{ song: Song }>(
      "PUT",
      `/mnb/api/updateSong/${body.song.slug}`,
      songForm({ title: "Replaced", artist: "Tems" }, { audio: second.url }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.song.audioUrl).toBe(second.url);
    expect(standIn.deleted).toContain(first.url);
    expect(standIn.blobs.has(cover.url)).toBe(true);
    expect((await call("DELETE", `/mnb/api/deleteSong/${body.song.slug}`)).status).toBe(200);
    expect(standIn.deleted).toEqual(expect.arrayContaining([second.url, cover.url]));
  });

  it("still takes files posted with the form, storing them in Blob from the server", async () => {
    const reply = await createSong({ audio: file(wavBytes("posted"), "posted.wav", "audio/wav") });
    expect(reply.status).toBe(201);
    expect(reply.body.song.audioUrl.startsWith(`${STORE}/audio/`)).toBe(true);
    expect(standIn.blobs.get(reply.body.song.audioUrl)?.contentType).toBe("audio/wav");
  });
});

describe("private files on Blob", () => {
  const privateBlobs = () => [...standIn.blobs.values()].filter((b) => b.access === "private");
  const rawFetch = (url: string, token?: string) =>
    fetch(`${standIn.url}/__blob/${url.slice("https://".length)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("keeps a worker's photo as a private blob that only the admin route serves, and deletes it with the worker", async () => {
    const form = new FormData();
    form.set("name", unique("Blob Worker"));
    form.set("role", "Driver");
    form.set("photo", file(await pngBytes(), "id.png", "image/png"));
    const before = privateBlobs().length;
    const created = await call<{ worker: { id: string; photo: string } }>("POST", "/mnb/api/worker", form);
    expect(created.status).toBe(201);
    const stored = (await db.worker.findUniqueOrThrow({ where: { id: created.body.worker.id } })).photoUrl!;
    expect(stored).toMatch(/^https:\/\/mnbteststore\.private\.blob\.vercel-storage\.com\/worker-photo\//);
    expect(privateBlobs().length).toBe(before + 1);
    expect((await rawFetch(stored)).status).toBe(403);
    expect((await rawFetch(stored, TOKEN)).status).toBe(200);
    const photo = await fetch(`${base}/mnb/api/workers/${created.body.worker.id}/photo`, {
      headers: { authorization: `Bearer ${adminToken}`, "x-forwarded-for": visitor },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await photo.arrayBuffer()).equals(standIn.blobs.get(stored)!.bytes)).toBe(true);
    expect((await call("DELETE", `/mnb/api/deleteWorker/${created.body.worker.id}`)).status).toBe(200);
    expect(standIn.blobs.has(stored)).toBe(false);
  });

  it("keeps a booking's file as a private blob that its booker reads through the booking", async () => {
    const title = unique("Blob Mixing");
    await db.serviceOffer.create({
      data: {
        title,
        slug: title.toLowerCase(),
        description: "Mixing",
        originalPriceKobo: 1_000_000,
        promoPriceKobo: 500_000,
        sortOrder: 99,
      },
    });
    const form = new FormData();
    form.set("file", file(await pngBytes(), "reference.png", "image/png"));
    const uploaded = await call<{ file: { id: string } }>("POST", "/mnb/api/bookings/files", form, userToken);
    expect(uploaded.status).toBe(201);
    const row = await db.upload.findUniqueOrThrow({ where: { id: uploaded.body.file.id } });
    expect(row.url).toMatch(/^https:\/\/mnbteststore\.private\.blob\.vercel-storage\.com\/booking-file\//);
    expect((await rawFetch(row.url)).status).toBe(403);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const booked = await call<{ booking: { id: string } }>(
      "POST",
      "/mnb/api/bookings",
      {
        name: "Ada Obi",
        email: `${unique("booker")}@example.com`,
        service: title,
        message: "Mix it",
        dateTime: `${day}T14:30`,
        fileId: row.id,
      },
      userToken,
    );
    expect(booked.status).toBe(201);
    const read = await fetch(`${base}/mnb/api/bookings/${booked.body.booking.id}/file`, {
      headers: { authorization: `Bearer ${userToken}`, "x-forwarded-for": visitor },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toMatch(/no-store/);
    expect(Buffer.from(await read.arrayBuffer()).equals(standIn.blobs.get(row.url)!.bytes)).toBe(true);
  });
});

describe("browser → Blob uploads that no form took", () => {
  it("are deleted by the daily purge a day later; a song's files and fresh uploads stay", async () => {
    const abandoned = await sendToBlob("audio/never-sent.wav", wavBytes("never-sent"), "audio", "audio/wav");
    const played = await sendToBlob("audio/played.wav", wavBytes("played"), "audio", "audio/wav");
    const cover = await sendToBlob("image/played-cover.png", await pngBytes(), "image", "image/png");
    expect((await createSong({ audio: played.url, coverImage: cover.url })).status).toBe(201);
    const fresh = await sendToBlob("audio/just-now.wav", wavBytes("just-now"), "audio", "audio/wav");
    // A day passes for all but the fresh one.
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await db.directUpload.updateMany({
      where: { prefix: { in: ["audio/never-sent-", "audio/played-", "image/played-cover-"] } },
      data: { createdAt: dayAgo },
    });
    for (const url of [abandoned.url, played.url, cover.url]) standIn.blobs.get(url)!.uploadedAt = dayAgo;

    const reply = await call<{ purged: { directUploads: number } }>(
      "GET",
      "/mnb/api/cron/purge",
      undefined,
      process.env.CRON_SECRET,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.purged.directUploads).toBe(1);
    expect(standIn.blobs.has(abandoned.url)).toBe(false);
    expect(standIn.deleted).toContain(abandoned.url);
    for (const url of [played.url, cover.url, fresh.url]) expect(standIn.blobs.has(url)).toBe(true);
    expect(
      await db.directUpload.count({
        where: { prefix: { in: ["audio/never-sent-", "audio/played-", "image/played-cover-"] } },
      }),
    ).toBe(0);
    expect(await db.directUpload.count({ where: { prefix: "audio/just-now-" } })).toBe(1);
  });

  it("the same purge deletes a private booking file nobody booked within a day from Blob", async () => {
    const form = new FormData();
    form.set("file", file(await pngBytes(), "never-booked.png", "image/png"));
    const uploaded = await call<{ file: { id: string } }>("POST", "/mnb/api/bookings/files", form, userToken);
    expect(uploaded.status).toBe(201);
    const row = await db.upload.update({
      where: { id: uploaded.body.file.id },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    expect(standIn.blobs.has(row.url)).toBe(true);
    const reply = await call<{ purged: { bookingFiles: number } }>(
      "GET",
      "/mnb/api/cron/purge",
      undefined,
      process.env.CRON_SECRET,
    );
    expect(reply.body.purged.bookingFiles).toBeGreaterThanOrEqual(1);
    expect(standIn.blobs.has(row.url)).toBe(false);
    expect(await db.upload.count({ where: { id: row.id } })).toBe(0);
  });
});
