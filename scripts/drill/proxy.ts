// The fault drill's load balancer: round-robin over the servers, nothing else. It retries nothing (a request that
// meets a dead server is a 502 for its sender, as it would be behind a plain proxy), waits at most 30 s for an
// answer (then 504), and passes the visitor's address in X-Forwarded-For, which the servers trust (TRUSTED_PROXY=1).
// The drill plays every visitor from 127.0.0.1 and names the one it plays in X-Forwarded-For itself; where a real edge
// proxy would write the TCP peer's address, this one keeps that name.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const UPSTREAM_TIMEOUT_MS = 30_000;

export type Proxy = { url: string; close: () => Promise<void> };

export async function startProxy(port: number, upstreams: string[]): Promise<Proxy> {
  let next = 0;
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const visitor =
      String(req.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        .trim() ||
      req.socket.remoteAddress ||
      "";
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": visitor },
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (answer) => {
        // Which server answered, for the audit's account of anything lost.
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-drill-server": target.port });
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    let failed = false;
    const fail = (status: number) => {
      if (failed) return;
      failed = true;
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(status, { "content-type": "text/plain" })
          .end(status === 504 ? "Upstream timed out" : "Upstream unreachable");
    };
    upstream.on("timeout", () => {
      upstream.destroy();
      fail(504);
    });
    upstream.on("error", () => fail(502));
    req.pipe(upstream);
  };
  const server = createServer(forward);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
