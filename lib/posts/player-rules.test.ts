import { describe, expect, it } from "vitest";
import { PLAYER_FRAME_ORIGINS, playerKey, playerOf, smartLinkSlugOf } from "./player-rules";

describe("playerOf", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"],
    [
      "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    [
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    [
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x",
      "spotify",
      "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?autoplay=1",
    ],
    [
      "https://open.spotify.com/intl-fr/album/1DFixLWuPkv3KT3TnV35m3",
      "spotify",
      "https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3?autoplay=1",
    ],
    [
      "https://music.apple.com/ng/album/love-damini/1628519458?i=1628519460",
      "appleMusic",
      "https://embed.music.apple.com/ng/album/love-damini/1628519458?i=1628519460",
    ],
    [
      "https://audiomack.com/burna-boy/song/last-last",
      "audiomack",
      "https://audiomack.com/embed/song/burna-boy/last-last",
    ],
    ["https://www.boomplay.com/songs/96316291", "boomplay", "https://www.boomplay.com/embed/96316291/MUSIC"],
    [
      "https://soundcloud.com/burnaboy/last-last",
      "soundcloud",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fburnaboy%2Flast-last&auto_play=true&visual=false",
    ],
    [
      "https://www.deezer.com/en/track/1788453497",
      "deezer",
      "https://widget.deezer.com/widget/auto/track/1788453497?autoplay=true",
    ],
  ])("%s is a %s player loading %s", (address, provider, embedUrl) => {
    const player = playerOf(address);
    expect(player?.provider).toBe(provider);
    expect(player?.embedUrl).toBe(embedUrl);
    // Every player loads from a host the CSP lists.
    expect(PLAYER_FRAME_ORIGINS).toContain(new URL(player!.embedUrl).origin);
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC123",
    "https://open.spotify.com/user/abc",
    "https://soundcloud.com/discover/sets",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
    "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "not a url",
  ])("%s is no player", (address) => {
    expect(playerOf(address)).toBeNull();
  });

  it("reserves a video's aspect ratio and an audio player's height", () => {
    expect(playerOf("https://youtu.be/dQw4w9WgXcQ")?.box).toEqual({ aspect: "16 / 9" });
    expect(playerOf("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC")?.box).toEqual({ height: 152 });
  });

  it("asks a platform's oEmbed with the normalised address, or reads the page where there is none", () => {
    expect(playerOf("https://youtu.be/dQw4w9WgXcQ")?.lookup).toEqual({
      kind: "oembed",
      endpoint:
        "https://www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ",
    });
    expect(playerOf("https://www.boomplay.com/songs/96316291")?.lookup).toEqual({ kind: "page" });
  });
});

describe("smartLinkSlugOf", () => {
  it("reads our own share pages, relative or absolute, and nothing else", () => {
    expect(smartLinkSlugOf("/smartlink/last-last", "mynationblog.com")).toBe("last-last");
    expect(smartLinkSlugOf("https://mynationblog.com/smartlink/last-last/", "mynationblog.com")).toBe("last-last");
    expect(smartLinkSlugOf("https://other.com/smartlink/last-last", "mynationblog.com")).toBeNull();
    expect(smartLinkSlugOf("/smartlink/last-last/go/spotify", "mynationblog.com")).toBeNull();
  });
});

describe("playerKey", () => {
  it("is a piece every way of writing the address contains", () => {
    const watch = playerOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ")!;
    expect("https://youtu.be/dQw4w9WgXcQ?si=1").toContain(playerKey(watch));
    const track = playerOf("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC")!;
    expect("https://open.spotify.com/intl-fr/track/4uLU6hMCjMI75M1A2tKUQC?si=z").toContain(playerKey(track));
  });
});
