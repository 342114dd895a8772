// "One URL fills a smart link" (docs/features/smart-links.md): which pasted addresses a song-link resolver
// (Odesli/song.link's API) is asked about, the one spelling of an address its answers are cached under, how its answer
// maps onto the smart link's five fields, and the search pages offered for Boomplay and Audiomack, which resolvers
// often miss. No I/O here: the call and the cache are lib/smart-links/song-link-resolver.ts and lib/smart-links/resolve.ts; the
// form uses the same rules.
import { PLATFORMS, isPlatformUrl, type PlatformField } from "./platforms";

/** Hosts of the streaming services a resolver understands, whose song address an editor may paste. */
export const STREAMING_HOSTS = [
  "open.spotify.com",
  "spotify.link",
  "music.apple.com",
  "geo.music.apple.com",
  "itunes.apple.com",
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "deezer.com",
  "www.deezer.com",
  "link.deezer.com",
  "deezer.page.link",
  "tidal.com",
  "www.tidal.com",
  "listen.tidal.com",
  "music.amazon.com",
  "music.amazon.co.uk",
  "amazon.com",
  "www.amazon.com",
  "soundcloud.com",
  "m.soundcloud.com",
  "on.soundcloud.com",
  "audiomack.com",
  "www.audiomack.com",
  "boomplay.com",
  "www.boomplay.com",
  "pandora.com",
  "www.pandora.com",
  "anghami.com",
  "play.anghami.com",
] as const;

/** Query parameters that only say who shared a link or from where: dropped, so one song is one cache entry. */
const TRACKING_PARAM = /^(si|utm_.*|feature|fbclid|igshid|igsh|context|nd|pp|ref|ls|app|_branch_match_id)$/i;

/**
 * A pasted streaming address in the one spelling lookups are cached under, or null when it is no song address we
 * ask a resolver about (not https, credentials or a port in it, another host, over-long). The host is lowercased,
 * the fragment, share-tracking parameters and a trailing slash dropped, and the other parameters sorted (Apple
 * Music's `?i=` names the track; YouTube's `v` is the video).
 */
export function normaliseStreamingUrl(raw: string): string | null {
  const text = raw.trim();
  if (text.length > 2048 || !URL.canParse(text)) return null;
  const url = new URL(text);
  const host = url.hostname.toLowerCase();
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  if (!(STREAMING_HOSTS as readonly string[]).includes(host)) return null;
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (path === "/" || path === "") return null;
  const query = new URLSearchParams(params).toString();
  return `https://${host}${path}${query ? `?${query}` : ""}`;
}

/** What a resolver's answer fills: the song's title, artist, artwork address and the smart link's platform fields. */
export type SongLinkFill = {
  songTitle: string | null;
  artistName: string | null;
  /** The resolver's picture of the song (the largest it has); the form fetches it through our own route. */
  artworkUrl: string | null;
  links: Partial<Record<PlatformField, string>>;
};

/** The part of an Odesli `GET /v1-alpha.1/links` answer we read (https://linktr.ee/odesli, API docs). */
export type ResolverAnswer = {
  entityUniqueId?: string;
  entitiesByUniqueId?: Record<
    string,
    { title?: string; artistName?: string; thumbnailUrl?: string; thumbnailWidth?: number }
  >;
  linksByPlatform?: Record<string, { url?: string; entityUniqueId?: string }>;
};

/** The resolver's platform names for each of our fields, best first (YouTube Music's link is a YouTube link too). */
const RESOLVER_PLATFORMS: Record<PlatformField, string[]> = {
  youtube: ["youtube", "youtubeMusic"],
  spotify: ["spotify"],
  boomplay: ["boomplay"],
  appleMusic: ["appleMusic"],
  audiomack: ["audiomack"],
};

const text = (value: unknown, max = 200) =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;

/**
 * Maps a resolver's answer onto the smart link: the title and artist of the song it was asked about (else of any song
 * in the answer), the largest https artwork, and each field's link only when it is that platform's own https address
 * (a resolver's odd answer can never put another site behind a share page's button).
 */
export function mapResolverAnswer(answer: ResolverAnswer): SongLinkFill {
  const entities = Object.values(answer.entitiesByUniqueId ?? {});
  const main = (answer.entityUniqueId && answer.entitiesByUniqueId?.[answer.entityUniqueId]) || entities[0];
  const named = main?.title ? main : entities.find((e) => e.title);
  const artwork = entities
    .filter((e) => typeof e.thumbnailUrl === "string" && URL.canParse(e.thumbnailUrl))
    .sort((a, b) => (b.thumbnailWidth ?? 0) - (a.thumbnailWidth ?? 0))[0];
  const links: SongLinkFill["links"] = {};
  for (const p of PLATFORMS) {
    for (const name of RESOLVER_PLATFORMS[p.field]) {
      const url = answer.linksByPlatform?.[name]?.url;
      if (typeof url === "string" && isPlatformUrl(p, url)) {
        links[p.field] = new URL(url).href;
        break;
      }
    }
  }
  return {
    songTitle: text(named?.title),
    artistName: text(named?.artistName),
    artworkUrl: artwork?.thumbnailUrl ?? null,
    links,
  };
}

/** Whether an answer holds anything to fill (a resolver may answer 200 with an empty song). */
export const fillsSomething = (fill: SongLinkFill) =>
  Boolean(fill.songTitle || fill.artistName || Object.keys(fill.links).length);

/** The platforms a resolver often misses, with the search page an editor is offered beside the empty field. */
const SEARCH_PAGES: Partial<Record<PlatformField, (query: string) => string>> = {
  boomplay: (q) => `https://www.boomplay.com/search/default/${encodeURIComponent(q)}`,
  audiomack: (q) => `https://audiomack.com/search?q=${encodeURIComponent(q)}`,
};

/** The platform's search page for "artist title", or null (no search offered for this platform, or nothing to search). */
export function platformSearchUrl(field: PlatformField, artistName: string, songTitle: string): string | null {
  const query = `${artistName} ${songTitle}`.replace(/\s+/g, " ").trim();
  const page = SEARCH_PAGES[field];
  return page && query ? page(query) : null;
}

/** Hosts (and their subdomains) of the streaming services' picture stores, the only places artwork is fetched from. */
const ARTWORK_HOST_SUFFIXES = [
  "scdn.co",
  "spotifycdn.com",
  "mzstatic.com",
  "ytimg.com",
  "ggpht.com",
  "googleusercontent.com",
  "dzcdn.net",
  "tidal.com",
  "media-amazon.com",
  "ssl-images-amazon.com",
  "sndcdn.com",
  "audiomack.com",
  "boomplaymusic.com",
  "boomplay.com",
  "pandora.com",
  "anghcdn.co",
];

/** Whether artwork at `url` may be fetched: https on a streaming service's picture store. */
export function isArtworkUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    ARTWORK_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
  );
}
