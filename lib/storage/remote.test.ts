import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { fetchRemoteFile, isAllowedRemote, REMOTE_FILE_FAILED, RemoteFileError } from "./remote";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const body = Buffer.from([...PNG_HEAD, ...new Array(24).fill(1)]);
let server: Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === "/file") return res.writeHead(200).end(body);
    if (req.url === "/hop") return res.writeHead(301, { location: "/file" }).end();
    if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/off") return res.writeHead(302, { location: "https://elsewhere.example/file" }).end();
    if (req.url === "/big") return res.writeHead(200).end(Buffer.alloc(21 * 1024 * 1024));
    if (req.url === "/slow") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = { hosts: ["127.0.0.1"], allowHttp: true, timeoutMs: 2000 };
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("isAllowedRemote", () => {
  const policy = { hosts: ["res.cloudinary.com"] };
  it.each([
    ["https://res.cloudinary.com/demo/x.png", true],
    ["https://RES.Cloudinary.com/demo/x.png", true],
    ["http://res.cloudinary.com/demo/x.png", false],
    ["https://evil.example/x.png", false],
    ["https://res.cloudinary.com.evil.example/x.png", false],
    ["https://user:pw@res.cloudinary.com/x.png", false],
    ["ftp://res.cloudinary.com/x.png", false],
  ])("%s → %s", (url, allowed) => {
    expect(isAllowedRemote(new URL(url), policy)).toBe(allowed);
  });

  it("takes plain http only when told to (tests), and no host when none is listed", () => {
    expect(isAllowedRemote(new URL("http://127.0.0.1/x"), { hosts: ["127.0.0.1"], allowHttp: true })).toBe(true);
    expect(isAllowedRemote(new URL("https://res.cloudinary.com/x"), { hosts: [] })).toBe(false);
  });
});

describe("fetchRemoteFile", () => {
  it("reads the file, following a redirect that stays on the allowed host", async () => {
    expect(Buffer.from(await fetchRemoteFile(new URL(`${base}/file`), "booking-file", local))).toEqual(body);
    expect(Buffer.from(await fetchRemoteFile(new URL(`${base}/hop`), "booking-file", local))).toEqual(body);
  });

  it("refuses a redirect off the allowed hosts, endless redirects and anything but 200", async () => {
    for (const path of ["/off", "/loop", "/missing"]) {
      const error = await refusal(fetchRemoteFile(new URL(`${base}${path}`), "booking-file", local));
      expect([error.status, error.message], path).toEqual([422, REMOTE_FILE_FAILED]);
    }
  });

  it("refuses plain http unless allowed, and hosts not on the list, without asking them", async () => {
    const before = hits;
    const http = await refusal(fetchRemoteFile(new URL(`${base}/file`), "booking-file", { hosts: ["127.0.0.1"] }));
    expect(http.status).toBe(422);
    const other = await refusal(fetchRemoteFile(new URL(`${base}/file`), "booking-file", { ...local, hosts: [] }));
    expect(other.status).toBe(422);
    expect(hits).toBe(before);
  });

  it("stops past the purpose's size limit (413) and after the deadline (422)", async () => {
    expect((await refusal(fetchRemoteFile(new URL(`${base}/big`), "booking-file", local))).status).toBe(413);
    const started = Date.now();
    const slow = await refusal(fetchRemoteFile(new URL(`${base}/slow`), "booking-file", { ...local, timeoutMs: 300 }));
    expect(slow.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("says why it refused, so a caller can ask again only when the host was slow or down", async () => {
    const reasons = [];
    for (const path of ["/missing", "/off", "/loop", "/slow"]) {
      const error = await refusal(
        fetchRemoteFile(new URL(`${base}${path}`), "booking-file", { ...local, timeoutMs: 300 }),
      );
      reasons.push(error instanceof RemoteFileError ? error.failure : null);
    }
    const closed = await refusal(fetchRemoteFile(new URL("http://127.0.0.1:9/file"), "booking-file", local));
    reasons.push(closed instanceof RemoteFileError ? closed.failure : null);
    expect(reasons).toEqual([
      { reason: "status", status: 404 },
      { reason: "not-allowed" },
      { reason: "redirects" },
      { reason: "timeout" },
      { reason: "network" },
    ]);
  });
});
