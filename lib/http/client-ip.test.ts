import { describe, expect, it } from "vitest";
import { addressKey, pickClientIp, PEER_HEADER } from "./client-ip";

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
    expect(pickClientIp(headers({ [PEER_HEADER]: "127.0.0.1" }), { vercel: false, trustedProxies: 1 })).toBe(
      "127.0.0.1",
    );
  });

  it("uses Vercel's own header on Vercel", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "41.58.1.2" });
    expect(pickClientIp(h, { vercel: true, trustedProxies: 0 })).toBe("41.58.1.2");
  });

  it("answers unknown only when nothing trustworthy is there", () => {
    expect(pickClientIp(headers({ "x-forwarded-for": "6.6.6.6" }), direct)).toBe("unknown");
  });
});

describe("addressKey", () => {
  it("keeps IPv4 addresses as they are", () => {
    expect(addressKey("41.58.1.2")).toBe("41.58.1.2");
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    const key = "2c0f:f5c0:440:1c3::/64";
    expect(addressKey("2c0f:f5c0:440:1c3:aaaa:bbbb:cccc:dddd")).toBe(key);
    expect(addressKey("2c0f:f5c0:0440:01c3::1")).toBe(key);
    expect(addressKey("[2C0F:F5C0:440:1C3:0:0:0:2]")).toBe(key);
    expect(addressKey("2c0f:f5c0:440:1c3::5%eth0")).toBe(key);
    expect(addressKey("2c0f:f5c0:440:1c4::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("reads IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(addressKey("::ffff:41.58.1.2")).toBe("41.58.1.2");
    expect(addressKey("::ffff:293a:102")).toBe("41.58.1.2");
  });

  it("keeps what it cannot parse", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("1:2:3")).toBe("1:2:3");
    expect(addressKey("1::2::3")).toBe("1::2::3");
    expect(addressKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});
