// Tests only: a stand-in for the platforms a post's players are looked up on (lib/posts/player-cards.ts), as the
// Paystack stand-in is for payments. With PLAYER_LOOKUP_URL pointing here the server asks `/oembed?url=<the platform's
// oEmbed address>` or `/page?url=<the song's page>` and gets recorded answers: a title, and a picture served from
// `/art/…`. Controls: `mode` up (answers), down (503 to everything) or slow (answers after 5 s, past the deadline).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type PlayerStandInMode = "up" | "down" | "slow";
export type PlayerStandIn = { url: string; close: () => Promise<void> };

/** A 1×1 PNG: enough for the server's byte sniffing to store it as a picture. */
export const STAND_IN_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The recorded answers: the title a platform gives for an address (by a fragment of it); anything else is "Song". */
const RECORDED: [string, string][] = [
  ["dQw4w9WgXcQ", "Burna Boy - Last Last (Official Music Video)"],
  ["4uLU6hMCjMI75M1A2tKUQC", "Last Last"],
  ["96316291", "Last Last - Burna Boy | Boomplay Music"],
  ["audiomack.com", "Last Last by Burna Boy"],
];
const titleOf = (address: string) => RECORDED.find(([part]) => address.includes(part))?.[1] ?? "Song";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startPlayerStandIn(port = 0): Promise<PlayerStandIn> {
  let mode: PlayerStandInMode = "up";
  const lookups: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const base = `http://${req.headers.host}`;
    if (url.pathname === "/__stand-in/mode" && req.method === "POST") {
      const next = url.searchParams.get("mode");
      if (next === "up" || next === "down" || next === "slow") mode = next;
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ mode }));
    }
    if (url.pathname === "/__stand-in/lookups")
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(lookups));
    if (url.pathname.startsWith("/art/")) {
      if (mode === "down") return res.writeHead(503).end();
      return res.writeHead(200, { "content-type": "image/png" }).end(STAND_IN_PNG);
    }
    const address = url.searchParams.get("url") ?? "";
    if (url.pathname === "/oembed" || url.pathname === "/page") lookups.push(address);
    const answer = () => {
      if (mode === "down") return res.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
      const title = titleOf(address);
      const art = `${base}/art/${lookups.length}.png`;
      if (url.pathname === "/oembed")
        return res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ type: "rich", version: "1.0", title, thumbnail_url: art, provider_name: "Stand-in" }));
      if (url.pathname === "/page")
        return res
          .writeHead(200, { "content-type": "text/html" })
          .end(
            `<!doctype html><html><head><title>ignored</title>` +
              `<meta content="${escape(art)}" property="og:image"><meta property="og:title" content="${escape(title)}">` +
              `</head><body></body></html>`,
          );
      return res.writeHead(404).end();
    };
    if (mode === "slow") setTimeout(answer, 5_000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A test's handle on the stand-in the suite started (scripts/test.ts passes its address as PLAYER_LOOKUP_URL). */
export function playerStandInControls(base = process.env.PLAYER_LOOKUP_URL!) {
  return {
    setMode: async (mode: PlayerStandInMode) => {
      await fetch(`${base}/__stand-in/mode?mode=${mode}`, { method: "POST" });
    },
    /** The addresses looked up so far (the platform's oEmbed address or the song's page), oldest first. */
    lookups: async () => (await (await fetch(`${base}/__stand-in/lookups`)).json()) as string[],
  };
}
