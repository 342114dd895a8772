// The old site's files brought across by the importer (lib/legacy-import/media.ts), from a local stand-in of its
// media host: fetched, checked by their bytes and stored where an admin's upload or a booking's file goes.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { bringLegacyMedia, type LegacyMediaOptions } from "@/lib/legacy-import/media";
import { readPrivateFile } from "@/lib/storage/private";
import { pngBytes, wavBytes } from "@/testing/fixtures";
import { BASE_URL } from "@/testing/http";

let server: Server;
let base = "";
let png: Uint8Array;
let jpeg: Uint8Array;
const wav = wavBytes("legacy-media");
const hits = new Map<string, number>();
const hitsOf = (path: string) => hits.get(path) ?? 0;

beforeAll(async () => {
  png = await pngBytes(24, 24);
  jpeg = new Uint8Array(await sharp(png).jpeg().toBuffer());
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith("/cover.png") || path === "/uploads/1752321887469.png" || path === "/shared.png") {
      return res.writeHead(200, { "content-type": "image/png" }).end(png);
    }
    if (path.startsWith("/photo.jpg") || path === "/booking.jpg") {
      return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    }
    if (path === "/song.wav") return res.writeHead(200, { "content-type": "audio/wav" }).end(wav);
    if (path === "/page.jpg") {
      return res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><html><body>Moved</body></html>");
    }
    if (path === "/flaky.png" && hitsOf(path) === 1) return res.writeHead(503).end();
    if (path === "/flaky.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (path === "/slow.jpg") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = (more: Partial<LegacyMediaOptions> = {}): LegacyMediaOptions => ({
  keepRemote: false,
  hosts: ["127.0.0.1"],
  allowHttp: true,
  timeoutMs: 2000,
  ...more,
});

/** The stored public file's bytes, as the site serves them. */
async function served(url: string): Promise<Uint8Array> {
  const response = await fetch(new URL(url, BASE_URL));
  expect(response.status, url).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("bringing the old site's files across", () => {
  it("stores a picture and a song's audio where an admin's upload goes, readable at the answered address", async () => {
    const cover = await bringLegacyMedia(`${base}/cover.png?v=1`, "song-cover", options());
    expect(cover).toMatchObject({ ok: true, url: expect.stringMatching(/^\/files\/image\/.+\.png$/) });
    expect(await served((cover as { url: string }).url)).toEqual(png);

    const photo = await bringLegacyMedia(`${base}/photo.jpg`, "post-image", options());
    expect(photo).toMatchObject({ ok: true, url: expect.stringMatching(/^\/files\/post-image\/.+\.jpg$/) });
    expect(await served((photo as { url: string }).url)).toEqual(jpeg);

    const audio = await bringLegacyMedia(`${base}/song.wav`, "song-audio", options());
    expect(audio).toMatchObject({ ok: true, url: expect.stringMatching(/^\/files\/audio\/.+\.wav$/) });
    expect(await served((audio as { url: string }).url)).toEqual(wav);
  });

  it("stores a booking's file privately with its Upload row, and never at a public address", async () => {
    const result = await bringLegacyMedia(`${base}/booking.jpg`, "booking-file", options({ keepRemote: true }));
    expect(result).toMatchObject({ ok: true, uploadId: expect.any(String) });
    const { url, uploadId } = result as { url: string; uploadId: string };
    expect(url).not.toMatch(/^\/files\//);
    const row = await db.upload.findUniqueOrThrow({ where: { id: uploadId } });
    expect(row).toMatchObject({ url, purpose: "booking-file", contentType: "image/jpeg", size: jpeg.length });
    const stored = await readPrivateFile(url);
    expect(new Uint8Array(stored!.body as Uint8Array)).toEqual(jpeg);
    expect(hitsOf("/booking.jpg")).toBe(1);
  });

  it("stores a worker's photo privately, copied even with keepRemote", async () => {
    const result = await bringLegacyMedia(`${base}/photo.jpg?worker`, "worker-photo", options({ keepRemote: true }));
    const { url } = result as { url: string };
    expect(url).toMatch(/^private:worker-photo\//);
    expect(new Uint8Array((await readPrivateFile(url))!.body as Uint8Array)).toEqual(jpeg);
  });

  it("reports a missing file at once, without asking again", async () => {
    expect(await bringLegacyMedia(`${base}/missing.jpg`, "artist-picture", options())).toEqual({
      ok: false,
      problem: "picture not found at its old address (404)",
    });
    expect(hitsOf("/missing.jpg")).toBe(1);
  });

  it("asks a slow host again before reporting it, and a host that failed once gets its file read", async () => {
    const slow = await bringLegacyMedia(`${base}/slow.jpg`, "team-picture", options({ timeoutMs: 200, retries: 1 }));
    expect(slow).toEqual({ ok: false, problem: "no answer from its old host in time (2 tries)" });
    expect(hitsOf("/slow.jpg")).toBe(2);

    const flaky = await bringLegacyMedia(`${base}/flaky.png`, "spotlight-image", options());
    expect(flaky).toMatchObject({ ok: true });
    expect(hitsOf("/flaky.png")).toBe(2);
  });

  it("refuses an HTML page named .jpg, whatever type its host declared", async () => {
    expect(await bringLegacyMedia(`${base}/page.jpg`, "advert-image", options())).toEqual({
      ok: false,
      problem: "not an image (an HTML or SVG page)",
    });
    expect(await bringLegacyMedia(`${base}/photo.jpg`, "song-audio", options())).toEqual({
      ok: false,
      problem: "not an audio file (image/jpeg)",
    });
  });

  it("fetches an old disk path from --media-base, and asks for it without", async () => {
    expect(await bringLegacyMedia("/uploads/1752321887469.png", "admin-picture", options())).toEqual({
      ok: false,
      problem: "old disk path /uploads/1752321887469.png: pass --media-base to fetch it",
    });
    const fetched = await bringLegacyMedia("/uploads/1752321887469.png", "admin-picture", options({ baseUrl: base }));
    expect(await served((fetched as { url: string }).url)).toEqual(png);
  });

  it("fetches an address several records use once, and gives each record its own file", async () => {
    const [first, second] = await Promise.all([
      bringLegacyMedia(`${base}/shared.png`, "artist-picture", options()),
      bringLegacyMedia(`${base}/shared.png`, "team-picture", options()),
    ]);
    expect(hitsOf("/shared.png")).toBe(1);
    const urls = [first, second].map((r) => (r as { url: string }).url);
    expect(new Set(urls).size).toBe(2);
    for (const url of urls) expect(await served(url)).toEqual(png);
  });

  it("keeps a public file's address as it is with keepRemote, asking nothing", async () => {
    const address = `${base}/cover.png?kept`;
    expect(await bringLegacyMedia(address, "smart-link-cover", options({ keepRemote: true }))).toEqual({
      ok: true,
      url: address,
    });
    expect(hitsOf("/cover.png?kept")).toBe(0);
  });
});
