// "One URL fills a smart link" (docs/features/smart-links.md): a pasted streaming address → the song's title, artist,
// artwork and platform links, from the song-link resolver (lib/smart-links/song-link-resolver.ts). Each address is asked about once
// per expiry (SongLinkLookup, by its normalised spelling), the whole site asks at most SONGLINK_PER_MINUTE times a
// minute (the public generator must not use up the resolver's quota), each caller's address has its share (counted once
// the address pasted is one we would look up: a malformed one costs nothing and writes nothing), and a resolver that is
// down, slow or refusing us is a 503 with a message: the form stays as the editor left it.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { hit, throttle } from "@/lib/abuse/rate-limit";
import { resolveSongLink, RESOLVE_TIMEOUT_MS } from "@/lib/smart-links/song-link-resolver";
import { fetchRemoteFile } from "@/lib/storage/remote";
import { checkUpload } from "@/lib/storage/rules";
import {
  fillsSomething,
  isArtworkUrl,
  mapResolverAnswer,
  normaliseStreamingUrl,
  type SongLinkFill,
} from "@/lib/smart-links/song-link";
import {
  SMART_LINK_ARTWORK_MISSING,
  SMART_LINK_RESOLVE_BAD_URL,
  SMART_LINK_RESOLVE_BUSY,
  SMART_LINK_RESOLVE_NOT_FOUND,
  SMART_LINK_RESOLVE_UNAVAILABLE,
} from "@/lib/smart-links/copy";

/** A found song is kept a week (its links rarely change); "no song here" an hour (a new release may appear). */
const FOUND_TTL_MS = 7 * 24 * 3600 * 1000;
const UNKNOWN_TTL_MS = 3600 * 1000;
const GLOBAL_KEY = "songlink:global";

/** The route's answer: the address as it was looked up, and what it fills. */
export type ResolvedSongLink = SongLinkFill & { url: string };

const badUrl = () =>
  new AppError("unprocessable_entity", SMART_LINK_RESOLVE_BAD_URL, [
    { path: "url", message: SMART_LINK_RESOLVE_BAD_URL },
  ]);
const notFound = () => new AppError("not_found", SMART_LINK_RESOLVE_NOT_FOUND);
const busy = (seconds: number) =>
  new AppError("service_unavailable", SMART_LINK_RESOLVE_BUSY, undefined, { "Retry-After": String(seconds) });

/** The stored lookup of a normalised address while it is fresh: the fill, null for "no song", undefined for none. */
async function cachedFill(url: string): Promise<SongLinkFill | null | undefined> {
  const row = await db.songLinkLookup.findUnique({ where: { url }, select: { fill: true, expiresAt: true } });
  if (!row || row.expiresAt <= new Date()) return undefined;
  return row.fill as SongLinkFill | null;
}

async function keep(url: string, fill: SongLinkFill | null) {
  const expiresAt = new Date(Date.now() + (fill ? FOUND_TTL_MS : UNKNOWN_TTL_MS));
  const stored = fill ?? Prisma.DbNull;
  await db.songLinkLookup.upsert({
    where: { url },
    create: { url, fill: stored, expiresAt },
    update: { fill: stored, expiresAt },
  });
}

/**
 * Counts one call to the resolver against the site-wide cap (one atomic upsert, so concurrent callers cannot all pass);
 * past it, 503 "busy" with the seconds until the minute ends. Counted only for addresses not in the cache.
 */
async function assertResolverQuota(): Promise<void> {
  const { count, resetAt } = await hit({ key: GLOBAL_KEY, windowSeconds: 60 });
  if (count > env.songLinkPerMinute) throw busy(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
}

/** A pasted address we would look up, in its cached spelling, counted against the caller's address (429 past it). */
async function lookupAddress(raw: string): Promise<string> {
  const url = normaliseStreamingUrl(raw);
  if (!url) throw badUrl();
  await throttle("smartLinkResolve");
  return url;
}

/** What a pasted streaming address fills: 422 for an address we do not ask about, 404 for no song, 503 for no answer. */
export async function resolveStreamingUrl(raw: string): Promise<ResolvedSongLink> {
  const url = await lookupAddress(raw);
  const cached = await cachedFill(url);
  if (cached === null) throw notFound();
  if (cached) return { url, ...cached };
  await assertResolverQuota();
  const result = await resolveSongLink(url);
  if (result.kind === "busy") throw busy(60);
  if (result.kind === "unavailable") throw new AppError("service_unavailable", SMART_LINK_RESOLVE_UNAVAILABLE);
  const fill = result.kind === "found" ? mapResolverAnswer(result.answer) : null;
  const found = fill && fillsSomething(fill) ? fill : null;
  await keep(url, found);
  if (!found) throw notFound();
  return { url, ...found };
}

/** Whether artwork may be fetched from `url`: a streaming service's picture store, or the resolver's own host. */
function artworkSource(address: string): URL | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return isArtworkUrl(url) || url.origin === new URL(env.songLinkBaseUrl).origin ? url : null;
}

/**
 * The artwork of a pasted address that was resolved (and is still cached), fetched for the form: its bytes go into
 * the cover field as a chosen file, so they reach our storage only when the link is made, through the cover's own
 * upload path and checks. 404 when the lookup has none; 503 when it cannot be fetched or is no JPEG, PNG or WebP.
 */
export async function fetchSongArtwork(raw: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const url = await lookupAddress(raw);
  const fill = await cachedFill(url);
  const source = fill?.artworkUrl ? artworkSource(fill.artworkUrl) : null;
  if (!source) throw new AppError("not_found", SMART_LINK_ARTWORK_MISSING);
  try {
    const bytes = await fetchRemoteFile(source, "smart-link-cover", {
      hosts: [source.hostname.toLowerCase()],
      // Only the tests' stand-in resolver serves artwork over plain http, from its own host.
      allowHttp: source.protocol === "http:",
      timeoutMs: RESOLVE_TIMEOUT_MS,
    });
    return { bytes, contentType: checkUpload(bytes, "smart-link-cover").contentType };
  } catch {
    throw new AppError("service_unavailable", SMART_LINK_ARTWORK_MISSING);
  }
}

/** Housekeeping (lib/jobs/maintenance.ts): lookups past their expiry. */
export async function purgeSongLinkLookups(now: Date): Promise<number> {
  return (await db.songLinkLookup.deleteMany({ where: { expiresAt: { lte: now } } })).count;
}
