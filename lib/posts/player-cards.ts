// The cards of a post's players (docs/features/posts.md): when a post is saved, each streaming address alone on its
// line that has no card yet is looked up on its platform (oEmbed, or the page's Open Graph tags where there is none)
// for a title and a picture; the picture is copied into our storage, so a reader's phone asks nothing of the platform
// until the tap. The look-ups run together under one deadline; a platform that is down, slow or answers nonsense leaves
// no card (the post shows a plain link card) and never fails the save. The next save asks again.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { playerOf, type Player } from "@/lib/posts/player-rules";
import { isArtworkUrl } from "@/lib/smart-links";
import { readStreamCapped } from "@/lib/http/read-stream";
import { storeFile } from "@/lib/storage";
import { UPLOAD_RULES } from "@/lib/storage/rules";

/** The whole look-up of one save: every platform asked at once, none waited for longer. */
export const LOOKUP_DEADLINE_MS = 3_000;
/** At most this many new addresses are looked up per save (a post pasting a whole playlist of links). */
export const LOOKUPS_PER_SAVE = 12;
/** How much of a platform's answer is read: oEmbed JSON is small; a page's head is within its first bytes. */
const ANSWER_BYTES = 512 * 1024;
const TITLE_MAX = 200;

export type PlayerCardDto = { url: string; provider: string; title: string; artworkUrl: string | null };

const tooLarge = () => new Error("answer too large");

/** The cards stored for these addresses (normalised by playerOf), by address: one query whatever the count. */
export async function playerCardsFor(urls: string[]): Promise<Map<string, PlayerCardDto>> {
  if (urls.length === 0) return new Map();
  const rows = await db.playerCard.findMany({
    where: { url: { in: urls } },
    select: { url: true, provider: true, title: true, artworkUrl: true },
  });
  return new Map(rows.map((row) => [row.url, row]));
}

/**
 * Looks up the players among `addresses` that have no card yet and stores the cards of those that answered in time.
 * Never throws: a save goes on whatever the platforms do.
 */
export async function lookUpPlayerCards(addresses: string[]): Promise<void> {
  const players = [...new Map(addresses.map(playerOf).flatMap((p) => (p ? [[p.url, p] as const] : []))).values()];
  if (players.length === 0) return;
  try {
    const known = await playerCardsFor(players.map((p) => p.url));
    const missing = players.filter((p) => !known.has(p.url)).slice(0, LOOKUPS_PER_SAVE);
    const signal = AbortSignal.timeout(LOOKUP_DEADLINE_MS);
    await Promise.all(
      missing.map(async (player) => {
        try {
          const card = await lookUp(player, signal);
          if (card) await db.playerCard.upsert({ where: { url: card.url }, create: card, update: card });
        } catch (error) {
          console.warn(`player ${player.url}: no card (${error instanceof Error ? error.message : error})`);
        }
      }),
    );
  } catch (error) {
    console.warn("player cards: look-up skipped", error instanceof Error ? error.message : error);
  }
}

/** Where a look-up goes: the platform, or in tests its stand-in (which is told the platform's address). */
function lookupAddress(player: Player): string {
  const target = player.lookup.kind === "oembed" ? player.lookup.endpoint : player.url;
  if (!env.playerLookupUrl) return target;
  return `${env.playerLookupUrl}/${player.lookup.kind}?url=${encodeURIComponent(target)}`;
}

async function fetchText(address: string, signal: AbortSignal, accept: string): Promise<string> {
  const response = await fetch(address, { signal, redirect: "follow", headers: { accept } });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`answered ${response.status}`);
  }
  return (await readStreamCapped(response.body, ANSWER_BYTES, tooLarge)).toString("utf8");
}

async function lookUp(player: Player, signal: AbortSignal) {
  const address = lookupAddress(player);
  const found =
    player.lookup.kind === "oembed"
      ? oembedFacts(await fetchText(address, signal, "application/json"))
      : pageFacts(await fetchText(address, signal, "text/html"));
  const title = found.title?.replace(/\s+/g, " ").trim().slice(0, TITLE_MAX);
  if (!title) throw new Error("no title in the answer");
  const artworkUrl = found.artwork ? await copyArtwork(found.artwork, signal).catch(() => null) : null;
  return { url: player.url, provider: player.provider, title, artworkUrl, fetchedAt: new Date() };
}

function oembedFacts(body: string): { title?: string; artwork?: string } {
  const data = JSON.parse(body) as { title?: unknown; thumbnail_url?: unknown };
  return {
    title: typeof data.title === "string" ? data.title : undefined,
    artwork: typeof data.thumbnail_url === "string" ? data.thumbnail_url : undefined,
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name]);

/** `og:title` and `og:image` from a page's meta tags (either attribute order), the `<title>` as a fallback. */
export function pageFacts(html: string): { title?: string; artwork?: string } {
  const meta = (property: string) => {
    for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
      const name = tag.match(/\b(?:property|name)\s*=\s*["']([^"']+)["']/i)?.[1];
      const content = tag.match(/\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i);
      if (name?.toLowerCase() === property && content) return decode(content[1] ?? content[2] ?? "");
    }
    return undefined;
  };
  const title = meta("og:title") ?? html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1];
  return { title: title ? decode(title) : undefined, artwork: meta("og:image") };
}

/** Copies a picture the platform named into our storage; only from the platforms' image hosts (or the stand-in). */
async function copyArtwork(address: string, signal: AbortSignal): Promise<string | null> {
  const url = new URL(address);
  const standIn = env.playerLookupUrl ? new URL(env.playerLookupUrl) : null;
  // The streaming services' picture stores, as the smart-link fill fetches artwork from (lib/smart-links/song-link.ts).
  const allowed = isArtworkUrl(url) || (standIn !== null && url.origin === standIn.origin && !url.username);
  if (!allowed) return null;
  const response = await fetch(url, { signal, redirect: "error", headers: { accept: "image/*" } });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const bytes = await readStreamCapped(response.body, UPLOAD_RULES["player-artwork"].maxBytes, tooLarge);
  return (await storeFile(new Uint8Array(bytes), "player-artwork")).url;
}
