import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELEASE_TEXT } from "@/lib/smart-links/reminder-copy";
import { smartLinkSchema, smartLinkUpdateSchema } from "./schema";
import { channelName, isPlatformUrl, platformBySegment, PLATFORMS } from "@/lib/smart-links/platforms";
import { SMART_LINK_NEEDS_PLATFORM, SMART_LINK_REQUIRED } from "@/lib/smart-links/copy";

const firstMessage = (input: unknown) => {
  const result = smartLinkSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("smartLinkSchema", () => {
  const valid = { songTitle: " Water ", artistName: "Tyla", spotify: "https://open.spotify.com/track/1" };

  it("trims the text, keeps the given links and turns blank ones into null", () => {
    expect(smartLinkSchema.parse({ ...valid, youtube: "  ", boomplay: undefined })).toEqual({
      songTitle: "Water",
      artistName: "Tyla",
      spotify: "https://open.spotify.com/track/1",
      youtube: null,
      boomplay: null,
      appleMusic: null,
      audiomack: null,
      releaseOn: null,
    });
  });

  it("keeps each link normalised, so a pasted non-ASCII address can be sent as a redirect", () => {
    const parsed = smartLinkSchema.parse({
      ...valid,
      spotify: "https://OPEN.spotify.com/track/中文",
      boomplay: "https://www.boomplay.com/songs/café",
    });
    expect(parsed.spotify).toBe("https://open.spotify.com/track/%E4%B8%AD%E6%96%87");
    expect(parsed.boomplay).toBe("https://www.boomplay.com/songs/caf%C3%A9");
    expect(smartLinkUpdateSchema.parse({ ...valid, spotify: "https://open.spotify.com/track/中文" }).spotify).toBe(
      "https://open.spotify.com/track/%E4%B8%AD%E6%96%87",
    );
  });

  it("answers the spec's message for a missing title or artist", () => {
    expect(firstMessage({ ...valid, songTitle: "" })).toBe(SMART_LINK_REQUIRED);
    expect(firstMessage({ ...valid, artistName: "  " })).toBe(SMART_LINK_REQUIRED);
    expect(firstMessage({ spotify: valid.spotify })).toBe(SMART_LINK_REQUIRED);
  });

  it("needs at least one platform", () => {
    expect(firstMessage({ songTitle: "Water", artistName: "Tyla" })).toBe(SMART_LINK_NEEDS_PLATFORM);
  });

  it("accepts each platform's own hosts only, over https", () => {
    const good: Record<string, string[]> = {
      youtube: [
        "https://www.youtube.com/watch?v=1",
        "https://youtu.be/1",
        "https://music.youtube.com/watch?v=1",
        "https://m.youtube.com/watch?v=1",
      ],
      spotify: ["https://open.spotify.com/track/1", "https://spotify.link/abc"],
      boomplay: ["https://www.boomplay.com/songs/1", "https://boomplay.com/songs/1"],
      appleMusic: ["https://music.apple.com/ng/album/x/1"],
      audiomack: ["https://audiomack.com/a/song/b", "https://www.audiomack.com/a/song/b"],
    };
    for (const p of PLATFORMS) {
      for (const url of good[p.field]) expect(isPlatformUrl(p, url), url).toBe(true);
      for (const url of [
        "http://" + p.hosts[0] + "/x",
        "https://" + p.hosts[0] + ".evil.com/x",
        "https://evil.com/" + p.hosts[0],
        `https://${p.hosts[0]}:8443/x`,
        "javascript:alert(1)",
      ]) {
        expect(isPlatformUrl(p, url), url).toBe(false);
      }
    }
    expect(firstMessage({ ...valid, audiomack: "https://soundcloud.com/x" })).toBe(
      "Please enter an Audiomack link (https://audiomack.com/…).",
    );
    expect(firstMessage({ ...valid, spotify: "https://soundcloud.com/x" })).toBe(
      "Please enter a Spotify link (https://open.spotify.com/…).",
    );
  });

  it("reads hidden on edits as a yes/no", () => {
    expect(smartLinkUpdateSchema.parse({ ...valid, hidden: "true" }).hidden).toBe(true);
    expect(smartLinkUpdateSchema.parse({ ...valid, hidden: "false" }).hidden).toBe(false);
    expect(smartLinkUpdateSchema.parse(valid).hidden).toBeUndefined();
  });
});

describe("the release day", () => {
  afterEach(() => vi.useRealTimers());
  const base = { songTitle: "Water", artistName: "Tyla", spotify: "https://open.spotify.com/track/1" };
  const issues = (schema: typeof smartLinkSchema | typeof smartLinkUpdateSchema, releaseOn?: string) => {
    const result = schema.safeParse({ ...base, releaseOn });
    return result.success ? { releaseOn: result.data.releaseOn } : result.error.issues.map((i) => i.message);
  };

  describe("at 22:30 UTC on 1 December (23:30 in Lagos)", () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date("2026-12-01T22:30:00Z") }));

    it("takes a day after today in Lagos as that day", () => {
      expect(issues(smartLinkSchema, "2026-12-02")).toEqual({ releaseOn: new Date("2026-12-02T00:00:00Z") });
    });

    it.each([
      ["today", "2026-12-01", RELEASE_TEXT.releaseOnPast],
      ["a day that has passed", "2026-11-30", RELEASE_TEXT.releaseOnPast],
      ["a day that does not exist", "2026-02-30", RELEASE_TEXT.releaseOnInvalid],
      ["text that is not a day", "soon", RELEASE_TEXT.releaseOnInvalid],
    ])("refuses %s for a new link", (_label, day, message) => {
      expect(issues(smartLinkSchema, day)).toEqual([message]);
    });

    it("has none when left out or empty for a new link", () => {
      expect(issues(smartLinkSchema)).toEqual({ releaseOn: null });
      expect(issues(smartLinkSchema, "")).toEqual({ releaseOn: null });
    });

    it("lets an edit keep a day that has passed, keep its own when left out, or clear it", () => {
      expect(issues(smartLinkUpdateSchema, "2026-11-30")).toEqual({ releaseOn: new Date("2026-11-30T00:00:00Z") });
      expect(issues(smartLinkUpdateSchema)).toEqual({ releaseOn: undefined });
      expect(issues(smartLinkUpdateSchema, "")).toEqual({ releaseOn: null });
    });
  });

  it("counts days in Lagos: at 23:30 UTC on 1 December it is the 2nd there, so the 2nd is no longer ahead", () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T23:30:00Z") });
    expect(issues(smartLinkSchema, "2026-12-02")).toEqual([RELEASE_TEXT.releaseOnPast]);
    expect(issues(smartLinkSchema, "2026-12-03")).toEqual({ releaseOn: new Date("2026-12-03T00:00:00Z") });
  });
});

describe("platformBySegment and channelName", () => {
  it("finds a platform by its field name in any case", () => {
    expect(platformBySegment("applemusic")?.key).toBe("APPLE_MUSIC");
    expect(platformBySegment("Spotify")?.key).toBe("SPOTIFY");
    expect(platformBySegment("tidal")).toBeUndefined();
  });

  it("keeps simple channel names and drops anything else", () => {
    expect(channelName(" WhatsApp ")).toBe("whatsapp");
    expect(channelName("ig_story-1")).toBe("ig_story-1");
    expect(channelName("<script>")).toBeNull();
    expect(channelName("x".repeat(41))).toBeNull();
    expect(channelName(null)).toBeNull();
  });
});
