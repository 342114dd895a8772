import { describe, expect, it } from "vitest";
import { channelOf, liveTouches, mark, touchOf, TOUCH_TTL_MS, withTouch, type Visit } from "./attribution-rules";

const visit = (over: Partial<Visit> = {}): Visit => ({
  landing: "/post/afrobeats-rising",
  referrer: null,
  source: null,
  medium: null,
  campaign: null,
  qr: false,
  ...over,
});
const NOW = new Date("2026-12-01T12:00:00Z");
const later = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000);

describe("channelOf", () => {
  it.each([
    [{ source: "WhatsApp" }, "WhatsApp"],
    [{ source: "ig" }, "Instagram"],
    [{ source: "newsletter", medium: "email" }, "Email"],
    [{ source: "partner-blog" }, "Other site"],
    [{ medium: "email" }, "Email"],
    [{ referrer: "l.instagram.com" }, "Instagram"],
    [{ referrer: "t.co" }, "X"],
    [{ referrer: "m.facebook.com" }, "Facebook"],
    [{ referrer: "google.com.ng" }, "Google"],
    [{ referrer: "web.whatsapp.com" }, "WhatsApp"],
    [{ referrer: "example.org" }, "Other site"],
    [{}, "Direct"],
    [{ landing: "/smartlink/ololufe-tems" }, "Smart link"],
  ])("names %o as %s", (over, channel) => {
    expect(channelOf(visit(over))).toBe(channel);
  });
});

describe("touchOf", () => {
  it("keeps only clean marks, the path and the smart link with its QR mark", () => {
    expect(
      touchOf(visit({ landing: "/smartlink/ololufe-tems?x=1", source: " WA ", campaign: "<script>", qr: true }), NOW),
    ).toEqual({
      at: NOW.toISOString(),
      channel: "WhatsApp",
      source: "wa",
      medium: null,
      campaign: null,
      referrer: null,
      landing: "/smartlink/ololufe-tems",
      smartLink: "ololufe-tems",
      qr: true,
    });
    expect(touchOf(visit({ qr: true }), NOW).qr).toBe(false);
    expect(mark("a".repeat(61))).toBeNull();
  });
});

describe("withTouch", () => {
  const whatsapp = touchOf(visit({ source: "whatsapp" }), NOW);

  it("makes the first visit both touches", () => {
    expect(withTouch(null, whatsapp, NOW)).toEqual({ first: whatsapp, last: whatsapp });
  });

  it("moves the last touch to a new channel and keeps the first", () => {
    const instagram = touchOf(visit({ referrer: "instagram.com" }), later(3));
    expect(withTouch({ first: whatsapp, last: whatsapp }, instagram, later(3))).toEqual({
      first: whatsapp,
      last: instagram,
    });
  });

  it("does not let a direct visit take the credit, unless the last touch has expired", () => {
    const direct = touchOf(visit(), later(3));
    expect(withTouch({ first: whatsapp, last: whatsapp }, direct, later(3)).last).toBe(whatsapp);
    const instagram = touchOf(visit({ referrer: "instagram.com" }), later(1));
    const old = { first: instagram, last: instagram };
    const directLater = touchOf(visit(), later(32));
    expect(withTouch(old, directLater, later(32))).toEqual({ first: directLater, last: directLater });
  });

  it("replaces touches older than 30 days", () => {
    const fresh = touchOf(visit({ source: "tiktok" }), later(31));
    expect(withTouch({ first: whatsapp, last: whatsapp }, fresh, later(31))).toEqual({ first: fresh, last: fresh });
  });
});

describe("liveTouches", () => {
  const first = touchOf(visit({ source: "whatsapp" }), NOW);
  const last = touchOf(visit({ referrer: "google.com" }), later(20));

  it("keeps both within 30 days, lets the last stand for an expired first, and drops them after", () => {
    expect(liveTouches({ first, last }, later(25))).toEqual({ first, last });
    expect(liveTouches({ first, last }, later(35))).toEqual({ first: last, last });
    expect(liveTouches({ first, last }, new Date(Date.parse(last.at) + TOUCH_TTL_MS + 1))).toBeNull();
    expect(liveTouches(null, NOW)).toBeNull();
  });
});
