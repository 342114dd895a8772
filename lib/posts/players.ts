// What a post's body needs to draw its players, read in two queries whatever their number: the cards stored when the
// post was saved (lib/posts/player-cards.ts) and the smart links of ours that name those songs, for "Listen everywhere"
// (their share page, marked as visited from this post so the view is credited to it). Cached with the post and the
// links: a save expires the post's tag, a link's change the links' tag.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { playerKey, playerOf, smartLinkSlugOf, type Player } from "@/lib/posts/player-rules";
import { sharePath } from "@/lib/smart-links";
import { PLATFORM_FIELDS } from "@/lib/smart-links";
import { cachedFor, TAGS } from "@/lib/cache";
import { playerCardsFor, type PlayerCardDto } from "./player-cards";

export type ListenEverywhere = { href: string; songTitle: string; artistName: string; coverImageUrl: string };

/** One address alone on its line: a platform's player (with its card when one was stored) or one of our smart links. */
export type PostPlayerData =
  | { kind: "player"; player: Player; card: PlayerCardDto | undefined; everywhere?: ListenEverywhere }
  | { kind: "smart-link"; everywhere: ListenEverywhere };

/** The share page, marked as reached from this post (the smart link's statistics and the attribution report read it). */
export const everywhereHref = (slug: string, postSlug: string) =>
  `${sharePath(slug)}?utm_source=mynationblog&utm_medium=post&utm_campaign=${encodeURIComponent(postSlug)}`;

/**
 * By address as written: what each of a post's embeds (the addresses alone on their line, renderBody's `embeds`)
 * draws; an address missing from the answer is a plain link card.
 */
export async function postPlayers(embeds: string[], postSlug: string): Promise<Record<string, PostPlayerData>> {
  const addresses = [...new Set(embeds)];
  if (addresses.length === 0) return {};
  return readPostPlayers(addresses, postSlug);
}

async function readPostPlayers(addresses: string[], postSlug: string): Promise<Record<string, PostPlayerData>> {
  "use cache";
  cachedFor(TAGS.post(postSlug), TAGS.smartLinks);
  const host = new URL(env.siteUrl).hostname;
  const players = new Map(addresses.flatMap((a) => (playerOf(a) ? [[a, playerOf(a)!] as const] : [])));
  const slugs = new Map(
    addresses.flatMap((a) => (smartLinkSlugOf(a, host) ? [[a, smartLinkSlugOf(a, host)!] as const] : [])),
  );
  const keys = [...new Set([...players.values()].map(playerKey))];
  const [cards, links] = await Promise.all([
    playerCardsFor([...players.values()].map((p) => p.url)),
    players.size + slugs.size === 0
      ? []
      : db.smartLink.findMany({
          where: {
            hidden: false,
            releaseOn: null,
            OR: [
              { slug: { in: [...slugs.values()] } },
              ...PLATFORM_FIELDS.flatMap((field) => keys.map((key) => ({ [field]: { contains: key } }))),
            ],
          },
          select: { slug: true, songTitle: true, artistName: true, coverImageUrl: true, ...fieldsSelect },
          orderBy: { createdAt: "asc" },
          take: 50,
        }),
  ]);
  const everywhere = (link: (typeof links)[number]): ListenEverywhere => ({
    href: everywhereHref(link.slug, postSlug),
    songTitle: link.songTitle,
    artistName: link.artistName,
    coverImageUrl: link.coverImageUrl,
  });
  const naming = (player: Player) =>
    links.find((link) =>
      PLATFORM_FIELDS.some((field) => {
        const stored = link[field];
        return stored ? playerOf(stored)?.url === player.url : false;
      }),
    );
  const drawn: Record<string, PostPlayerData> = {};
  for (const address of addresses) {
    const player = players.get(address);
    if (player) {
      const link = naming(player);
      drawn[address] = {
        kind: "player",
        player,
        card: cards.get(player.url),
        ...(link ? { everywhere: everywhere(link) } : {}),
      };
      continue;
    }
    const link = links.find((l) => l.slug === slugs.get(address));
    if (link) drawn[address] = { kind: "smart-link", everywhere: everywhere(link) };
  }
  return drawn;
}

const fieldsSelect = Object.fromEntries(PLATFORM_FIELDS.map((field) => [field, true])) as Record<
  (typeof PLATFORM_FIELDS)[number],
  true
>;
