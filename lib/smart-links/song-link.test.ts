import { describe, expect, it } from "vitest";
import { isArtworkUrl, mapResolverAnswer, normaliseStreamingUrl, platformSearchUrl } from "./song-link";

describe("normaliseStreamingUrl", () => {
  it("spells one song one way: host lowercased, share tracking, fragment and trailing slash dropped", () => {
    const url = "https://open.spotify.com/track/5YbPxJwPfrj7uswNwoF1pJ";
    expect(
      normaliseStreamingUrl(` https://OPEN.spotify.com/track/5YbPxJwPfrj7uswNwoF1pJ/?si=abc&utm_source=x#t `),
    ).toBe(url);
    expect(normaliseStreamingUrl(url)).toBe(url);
  });

  it("keeps the parameters that name the song, in one order", () => {
    expect(normaliseStreamingUrl("https://music.apple.com/ng/album/x/1625328890?ls=1&i=1625328909")).toBe(
      "https://music.apple.com/ng/album/x/1625328890?i=1625328909",
    );
    expect(normaliseStreamingUrl("https://www.youtube.com/watch?v=421w1j87fEM&feature=share&list=PL1")).toBe(
      "https://www.youtube.com/watch?list=PL1&v=421w1j87fEM",
    );
  });

  it.each([
    "",
    "burna boy",
    "http://open.spotify.com/track/1",
    "https://open.spotify.com.evil.example/track/1",
    "https://evil.example/?u=https://open.spotify.com/track/1",
    "https://a:b@open.spotify.com/track/1",
    "https://open.spotify.com:444/track/1",
    "https://open.spotify.com/",
    "javascript:alert(1)",
  ])("refuses %j", (raw) => {
    expect(normaliseStreamingUrl(raw)).toBeNull();
  });

  it("accepts the services a resolver knows besides the smart link's five", () => {
    for (const raw of [
      "https://www.deezer.com/track/1771426947",
      "https://listen.tidal.com/track/229024934",
      "https://music.amazon.com/tracks/B0B1",
      "https://soundcloud.com/burnaboy/last-last",
      "https://music.youtube.com/watch?v=421w1j87fEM",
    ])
      expect(normaliseStreamingUrl(raw)).toBe(raw);
  });
});

describe("mapResolverAnswer", () => {
  it("takes the asked-about song's names, the largest artwork and only links on each platform's own hosts", () => {
    const fill = mapResolverAnswer({
      entityUniqueId: "A",
      entitiesByUniqueId: {
        A: { title: " Last Last ", artistName: "Burna Boy", thumbnailUrl: "https://i.scdn.co/s", thumbnailWidth: 100 },
        B: { title: "Other", artistName: "X", thumbnailUrl: "https://i.scdn.co/l", thumbnailWidth: 640 },
      },
      linksByPlatform: {
        spotify: { url: "https://open.spotify.com/track/1" },
        youtubeMusic: { url: "https://music.youtube.com/watch?v=2" },
        appleMusic: { url: "https://evil.example/apple" },
        audiomack: { url: "javascript:alert(1)" },
        deezer: { url: "https://www.deezer.com/track/3" },
      },
    });
    expect(fill).toEqual({
      songTitle: "Last Last",
      artistName: "Burna Boy",
      artworkUrl: "https://i.scdn.co/l",
      links: { spotify: "https://open.spotify.com/track/1", youtube: "https://music.youtube.com/watch?v=2" },
    });
  });

  it("prefers YouTube's own link to YouTube Music's", () => {
    const fill = mapResolverAnswer({
      linksByPlatform: {
        youtubeMusic: { url: "https://music.youtube.com/watch?v=2" },
        youtube: { url: "https://www.youtube.com/watch?v=2" },
      },
    });
    expect(fill.links.youtube).toBe("https://www.youtube.com/watch?v=2");
  });

  it("survives an empty or odd answer", () => {
    expect(mapResolverAnswer({})).toEqual({ songTitle: null, artistName: null, artworkUrl: null, links: {} });
  });
});

describe("platformSearchUrl", () => {
  it("offers Boomplay's and Audiomack's search for the artist and title, and nothing for the others", () => {
    expect(platformSearchUrl("boomplay", "Burna Boy", "Last Last")).toBe(
      "https://www.boomplay.com/search/default/Burna%20Boy%20Last%20Last",
    );
    expect(platformSearchUrl("audiomack", "Burna Boy", "Last Last")).toBe(
      "https://audiomack.com/search?q=Burna%20Boy%20Last%20Last",
    );
    expect(platformSearchUrl("spotify", "Burna Boy", "Last Last")).toBeNull();
    expect(platformSearchUrl("boomplay", " ", "")).toBeNull();
  });
});

describe("isArtworkUrl", () => {
  it("fetches artwork only over https from the streaming services' picture stores", () => {
    expect(isArtworkUrl(new URL("https://i.scdn.co/image/ab67616d"))).toBe(true);
    expect(isArtworkUrl(new URL("https://is1-ssl.mzstatic.com/image/thumb/x.jpg"))).toBe(true);
    expect(isArtworkUrl(new URL("http://i.scdn.co/image/ab67616d"))).toBe(false);
    expect(isArtworkUrl(new URL("https://evilscdn.co/x.jpg"))).toBe(false);
    expect(isArtworkUrl(new URL("https://169.254.169.254/latest/meta-data"))).toBe(false);
  });
});
