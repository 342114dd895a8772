// A local stand-in for Odesli/song.link's API, for tests only (as testing/paystack-stand-in.ts is for Paystack). It
// answers GET /v1-alpha.1/links?url=… with recorded answers (testing/songlink-recordings.json) for the streaming
// addresses it was told about, and 404 `could_not_resolve_entity` for any other, as Odesli does. It serves the
// recordings' artwork itself. Controls a test uses: tell it which recording answers an address, make it slow (past
// the app's 3 s deadline) or down (the connection dropped), for one address or all, and count the lookups.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import type recordingsFile from "./songlink-recordings.json";

export type SongLinkMode = "up" | "slow" | "down";
export type RecordingName = Exclude<keyof typeof recordingsFile, "//">;

/** How long a slow resolver takes to answer: past the app's RESOLVE_TIMEOUT_MS (3 s). */
export const SLOW_MS = 4_000;

/** Addresses answered out of the box (the journeys paste them): each a spelling the app asks with. */
export const RECORDED_URLS: Record<string, RecordingName> = {
  "https://open.spotify.com/track/5YbPxJwPfrj7uswNwoF1pJ": "last-last",
  "https://music.apple.com/ng/album/last-last/1625328890?i=1625328909": "last-last",
  "https://www.deezer.com/track/1771426947": "last-last",
};

export type SongLinkStandIn = { url: string; close(): Promise<void> };

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
};

export async function startSongLinkStandIn(port = 0): Promise<SongLinkStandIn> {
  // Read, not imported: Playwright's loader (the journeys import the controls below) refuses a bare JSON import.
  const recordings = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "songlink-recordings.json"), "utf8"),
  ) as typeof recordingsFile;
  const answers = new Map<string, RecordingName>(Object.entries(RECORDED_URLS));
  /** An address's own mode; `*`: every other address's. */
  const modes = new Map<string, SongLinkMode>();
  const calls = new Map<string, number>();
  let self = "";
  const artwork = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "GET" && url.pathname === "/v1-alpha.1/links") {
      const asked = url.searchParams.get("url") ?? "";
      calls.set(asked, (calls.get(asked) ?? 0) + 1);
      const mode = modes.get(asked) ?? modes.get("*") ?? "up";
      if (mode === "down") return req.socket.destroy();
      if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      if (!asked) return send(res, 400, { statusCode: 400, code: "missing_url" });
      const name = answers.get(asked);
      if (!name) return send(res, 404, { statusCode: 404, code: "could_not_resolve_entity" });
      const answer = JSON.stringify(recordings[name]).replaceAll("{{STAND_IN}}", self);
      return res.writeHead(200, { "content-type": "application/json" }).end(answer);
    }
    if (req.method === "GET" && url.pathname.startsWith("/__artwork/"))
      return res.writeHead(200, { "content-type": "image/png" }).end(artwork);
    // Test controls.
    if (req.method === "POST" && url.pathname === "/__stand-in/record") {
      const body = await readJson(req);
      answers.set(String(body.url), body.recording as RecordingName);
      return send(res, 200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__stand-in/mode") {
      const body = await readJson(req);
      const key = typeof body.url === "string" ? body.url : "*";
      if (body.mode === "up") modes.delete(key);
      else modes.set(key, body.mode as SongLinkMode);
      return send(res, 200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/__stand-in/calls")
      return send(res, 200, { calls: calls.get(url.searchParams.get("url") ?? "") ?? 0 });
    return send(res, 404, { statusCode: 404, code: "not_found" });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: self,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A test's handle on the stand-in the suite started (scripts/test.ts passes its address as SONGLINK_BASE_URL). */
export function songLinkControls(base = process.env.SONGLINK_BASE_URL!) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`song-link stand-in ${path} answered ${response.status}`);
  };
  return {
    /** `url` (as the app asks: normalised) is answered with this recording. */
    record: (url: string, recording: RecordingName = "last-last") => post("/__stand-in/record", { url, recording }),
    /** How the stand-in answers `url` (or, without one, every address without a mode of its own). */
    mode: (mode: SongLinkMode, url?: string) => post("/__stand-in/mode", { mode, url }),
    /** How many lookups of `url` reached the stand-in. */
    calls: async (url: string) =>
      ((await (await fetch(`${base}/__stand-in/calls?url=${encodeURIComponent(url)}`)).json()) as { calls: number })
        .calls,
  };
}
