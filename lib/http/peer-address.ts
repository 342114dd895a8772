// Next's route handlers never see the TCP socket, and `next start` only fills X-Forwarded-For when the client did not
// send one — so without a proxy the real peer address is lost. This stamps it into a private header on every incoming
// request, overwriting any copy the client sent, so lib/http/client-ip.ts can trust it. Installed once at server start
// (instrumentation.ts); on Vercel the platform's own header is used instead. The same hook swaps a path Next cannot
// decode for a missing one (lib/http/malformed-path.ts), so it answers 404 instead of a bare 500.
import http from "node:http";
import { PEER_HEADER } from "./client-ip";
import { wellFormedUrl } from "./malformed-path";

const INSTALLED = Symbol.for("mnb.peer-address");

export function installPeerAddressHeader(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
      req.url = wellFormedUrl(req.url);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
