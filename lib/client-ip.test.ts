import { describe, expect, it } from "vitest";
import { pickClientIp, PEER_HEADER } from "./client-ip";

const headers = (entries: Record<string, string>) => new Headers(entries);
const direct = { vercel: false, trustedProxies: 0 };

describe("pickClientIp", () => {
  it("ignores a client-written X-Forwarded-For when no proxy is trusted and uses the TCP peer", () => {
    expect(pickClientIp(headers({ "x-forwarded-for": "6.6.6.6", [PEER_HEADER]: "10.0.0.7" }), direct)).toBe("10.0.0.7");
  });

  it("takes the entry the nearest trusted proxy appended, not the spoofable first one", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 41.58.1.2", [PEER_HEADER]: "127.0.0.1" });
    expect(pickClientIp(h, { vercel: false, trustedProxies: 1 })).toBe("41.58.1.2");
    const two = headers({ "x-forwarded-for": "6.6.6.6, 41.58.1.2, 10.0.0.2" });
    expect(pickClientIp(two, { vercel: false, trustedProxies: 2 })).toBe("41.58.1.2");
  });

  it("falls back to the peer when the trusted proxy sent fewer hops than configured", () => {
    expect(pickClientIp(headers({ [PEER_HEADER]: "127.0.0.1" }), { vercel: false, trustedProxies: 1 })).toBe("127.0.0.1");
  });

  it("uses Vercel's own header on Vercel", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "41.58.1.2" });
    expect(pickClientIp(h, { vercel: true, trustedProxies: 0 })).toBe("41.58.1.2");
  });

  it("answers unknown only when nothing trustworthy is there", () => {
    expect(pickClientIp(headers({ "x-forwarded-for": "6.6.6.6" }), direct)).toBe("unknown");
  });
});
