import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { PEER_HEADER } from "./client-ip";
import { installPeerAddressHeader } from "./peer-address";

describe("installPeerAddressHeader", () => {
  installPeerAddressHeader();
  const server = http.createServer((req, res) => res.end(String(req.headers[PEER_HEADER])));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("overwrites a client-sent peer header with the socket's address", async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" },
    });
    expect(await res.text()).toBe("127.0.0.1");
  });
});
