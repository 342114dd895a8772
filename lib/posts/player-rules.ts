// Players in a post (docs/features/posts.md): a streaming address alone on its line becomes a player that costs the
// reader nothing until tapped. This module only reads addresses: which platform, the player's address (loaded on the
// tap, YouTube through youtube-nocookie.com), the box it needs (so nothing moves when it loads) and where the platform
// tells a title and a picture (its oEmbed endpoint, or the page's own Open Graph tags). No I/O: the server's look-up at
// save time (lib/posts/player-cards.ts), the post page and the CSP read the same rules.

export type PlayerProvider = "youtube" | "spotify" | "appleMusic" | "audiomack" | "boomplay" | "soundcloud" | "deezer";

/** The box a player takes: a video's aspect ratio, or an audio player's fixed height in CSS pixels. */
export type PlayerBox = { aspect: "16 / 9" } | { height: number };

export type Player = {
  provider: PlayerProvider;
  /** The address as the editor wrote it, normalised (https, no fragment): the card's key and the no-JS link. */
  url: string;
  /** What the tap loads in an iframe. */
  embedUrl: string;
  box: PlayerBox;
  /** Where the title and picture come from when the post is saved. */
  lookup: { kind: "oembed"; endpoint: string } | { kind: "page" };
};

export const PROVIDER_LABELS: Record<PlayerProvider, string> = {
  youtube: "YouTube",
  spotify: "Spotify",
  appleMusic: "Apple Music",
  audiomack: "Audiomack",
  boomplay: "Boomplay",
  soundcloud: "SoundCloud",
  deezer: "Deezer",
};

/** Exactly the hosts a tap may load a player from: the post pages' CSP `frame-src` lists these and nothing else. */
export const PLAYER_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://open.spotify.com",
  "https://embed.music.apple.com",
  "https://audiomack.com",
  "https://www.boomplay.com",
  "https://w.soundcloud.com",
  "https://widget.deezer.com",
] as const;

const oembed = (endpoint: string, url: string) =>
  ({
    kind: "oembed",
    endpoint: `${endpoint}${endpoint.includes("?") ? "&" : "?"}url=${encodeURIComponent(url)}`,
  }) as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtube(u: URL): Player | null {
  const host = u.hostname.replace(/^(www|m|music)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = u.pathname.slice(1).split("/")[0];
  else if (host === "youtube.com") {
    if (u.pathname === "/watch") id = u.searchParams.get("v");
    else {
      const m = u.pathname.match(/^\/(?:shorts|embed|live)\/([^/]+)/);
      id = m?.[1] ?? null;
    }
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const url = `https://www.youtube.com/watch?v=${id}`;
  return {
    provider: "youtube",
    url,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    box: { aspect: "16 / 9" },
    lookup: oembed("https://www.youtube.com/oembed?format=json", url),
  };
}

function spotify(u: URL): Player | null {
  if (u.hostname !== "open.spotify.com") return null;
  const m = u.pathname.match(
    /^\/(?:intl-[a-z-]+\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]{10,40})\/?$/,
  );
  if (!m) return null;
  const [, kind, id] = m;
  const url = `https://open.spotify.com/${kind}/${id}`;
  return {
    provider: "spotify",
    url,
    embedUrl: `https://open.spotify.com/embed/${kind}/${id}?autoplay=1`,
    box: { height: kind === "track" || kind === "episode" ? 152 : 352 },
    lookup: oembed("https://open.spotify.com/oembed", url),
  };
}

function appleMusic(u: URL): Player | null {
  if (u.hostname !== "music.apple.com") return null;
  const m = u.pathname.match(/^\/([a-z]{2})\/(album|song|playlist|music-video)\/([^/]+\/)?([A-Za-z0-9.-]+)\/?$/);
  if (!m) return null;
  const track = u.searchParams.get("i");
  const query = track && /^\d+$/.test(track) ? `?i=${track}` : "";
  const path = u.pathname.replace(/\/$/, "");
  const single = m[2] === "song" || Boolean(query);
  return {
    provider: "appleMusic",
    url: `https://music.apple.com${path}${query}`,
    embedUrl: `https://embed.music.apple.com${path}${query}`,
    box: m[2] === "music-video" ? { aspect: "16 / 9" } : { height: single ? 175 : 450 },
    lookup: { kind: "page" },
  };
}

function audiomack(u: URL): Player | null {
  if (u.hostname.replace(/^www\./, "") !== "audiomack.com") return null;
  const m = u.pathname.match(/^\/([A-Za-z0-9_.-]+)\/(song|album|playlist)\/([A-Za-z0-9_.-]+)\/?$/);
  if (!m) return null;
  const [, artist, kind, slug] = m;
  const url = `https://audiomack.com/${artist}/${kind}/${slug}`;
  return {
    provider: "audiomack",
    url,
    embedUrl: `https://audiomack.com/embed/${kind}/${artist}/${slug}`,
    box: { height: kind === "song" ? 252 : 400 },
    lookup: oembed("https://audiomack.com/oembed?format=json", url),
  };
}

const BOOMPLAY_KINDS = { songs: "MUSIC", albums: "ALBUM", playlists: "PLAYLIST" } as const;

function boomplay(u: URL): Player | null {
  if (u.hostname.replace(/^www\./, "") !== "boomplay.com") return null;
  const m = u.pathname.match(/^\/(songs|albums|playlists)\/(\d+)\/?$/);
  if (!m) return null;
  const kind = m[1] as keyof typeof BOOMPLAY_KINDS;
  return {
    provider: "boomplay",
    url: `https://www.boomplay.com/${kind}/${m[2]}`,
    embedUrl: `https://www.boomplay.com/embed/${m[2]}/${BOOMPLAY_KINDS[kind]}`,
    box: { height: kind === "songs" ? 175 : 400 },
    lookup: { kind: "page" },
  };
}

function soundcloud(u: URL): Player | null {
  if (u.hostname.replace(/^(www|m)\./, "") !== "soundcloud.com") return null;
  const m = u.pathname.match(/^\/([A-Za-z0-9_-]+)\/(sets\/)?([A-Za-z0-9_-]+)\/?$/);
  if (!m || ["discover", "search", "you", "stream", "upload"].includes(m[1])) return null;
  const url = `https://soundcloud.com/${m[1]}/${m[2] ?? ""}${m[3]}`;
  return {
    provider: "soundcloud",
    url,
    embedUrl: `https://w.soundcloud.com/player/?url=${encodeURIComponent(url)}&auto_play=true&visual=false`,
    box: { height: m[2] ? 450 : 166 },
    lookup: oembed("https://soundcloud.com/oembed?format=json", url),
  };
}

function deezer(u: URL): Player | null {
  if (u.hostname.replace(/^www\./, "") !== "deezer.com") return null;
  const m = u.pathname.match(/^\/(?:[a-z]{2}\/)?(track|album|playlist)\/(\d+)\/?$/);
  if (!m) return null;
  const url = `https://www.deezer.com/${m[1]}/${m[2]}`;
  return {
    provider: "deezer",
    url,
    embedUrl: `https://widget.deezer.com/widget/auto/${m[1]}/${m[2]}?autoplay=true`,
    box: { height: m[1] === "track" ? 152 : 300 },
    lookup: oembed("https://api.deezer.com/oembed?format=json", url),
  };
}

const READERS = [youtube, spotify, appleMusic, audiomack, boomplay, soundcloud, deezer];

/** The player an address names, or null (not https, not a platform's song, video, album or playlist page). */
export function playerOf(address: string): Player | null {
  let u: URL;
  try {
    u = new URL(address.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  if (u.username || u.password) return null;
  u.hostname = u.hostname.toLowerCase();
  for (const read of READERS) {
    const player = read(u);
    if (player) return player;
  }
  return null;
}

/**
 * A smart link of ours named by an address alone on its line (`/smartlink/{slug}`, relative or on our host name,
 * with or without www; any port).
 */
export function smartLinkSlugOf(address: string, siteHost: string): string | null {
  let u: URL;
  try {
    u = new URL(address.trim(), `https://${siteHost}`);
  } catch {
    return null;
  }
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
  if (bare(u.hostname) !== bare(siteHost)) return null;
  const m = u.pathname.match(/^\/smartlink\/([a-z0-9-]{1,100})\/?$/);
  return m?.[1] ?? null;
}

/**
 * A piece of the address every way of writing it contains (the video's or track's id), to find stored addresses that
 * may name the same song before comparing them properly (playerOf(stored).url === player.url).
 */
export function playerKey(player: Player): string {
  const u = new URL(player.url);
  if (player.provider === "youtube") return u.searchParams.get("v") ?? u.pathname;
  return u.searchParams.get("i") ?? u.pathname.split("/").filter(Boolean).pop() ?? u.pathname;
}

/** The inline style that reserves a player's box before anything loads (CLS 0). */
export const boxStyle = (box: PlayerBox) => ("aspect" in box ? { aspectRatio: box.aspect } : { height: box.height });
