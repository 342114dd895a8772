// A post's player, server-rendered: its card's picture and title in a box of the player's size with a tap-to-load
// control (TapToPlay), and "Listen everywhere" to the song's smart link when one exists. An address whose platform gave
// no card when the post was saved is the plain link card (EmbedCard, lib/posts/embeds.ts); one of our own smart links
// is its cover, title and "Listen everywhere". No platform is asked anything before the tap.
import { StaticImage as Image } from "@/components/ui/static-image";
import { TapToPlay } from "@/components/posts/tap-to-play";
import { boxStyle, PROVIDER_LABELS, type Player } from "@/lib/posts/player-rules";
import type { PlayerCardDto } from "@/lib/posts/player-cards";
import type { ListenEverywhere } from "@/lib/posts/players";
import { LISTEN_EVERYWHERE, playLabel } from "@/lib/posts/players-copy";
import { renderEmbed } from "@/lib/posts/embeds";

export function PostPlayer(props: { player: Player; card: PlayerCardDto | undefined; everywhere?: ListenEverywhere }) {
  const { player, card, everywhere } = props;
  const platform = PROVIDER_LABELS[player.provider];
  if (!card) return <EmbedCard url={player.url} />;
  const video = "aspect" in player.box;
  return (
    <figure className="font-sans" data-player-provider={player.provider}>
      <TapToPlay
        embedUrl={player.embedUrl}
        url={player.url}
        label={playLabel(card.title, platform)}
        box={boxStyle(player.box)}
      >
        {video ? (
          <>
            {card.artworkUrl && (
              <Image
                src={card.artworkUrl}
                alt=""
                fill
                sizes="(min-width: 768px) 768px, 100vw"
                className="object-cover opacity-80"
              />
            )}
            <span className="absolute inset-x-0 top-0 bg-gradient-to-b from-black/70 to-transparent p-3 text-base font-semibold text-white">
              {card.title}
            </span>
          </>
        ) : (
          <span className="absolute inset-0 flex items-center gap-4 p-3 pr-20 text-white">
            {card.artworkUrl && (
              <span className="relative aspect-square h-full max-h-32 shrink-0 overflow-hidden rounded">
                <Image src={card.artworkUrl} alt="" fill sizes="128px" className="object-cover" />
              </span>
            )}
            <span className="min-w-0">
              <span className="line-clamp-2 block text-base font-semibold">{card.title}</span>
              <span className="block text-sm text-white/80">{platform}</span>
            </span>
          </span>
        )}
      </TapToPlay>
      {everywhere && (
        <figcaption className="mt-2 text-sm">
          <a href={everywhere.href} className="font-semibold text-brand-dark underline underline-offset-2">
            {LISTEN_EVERYWHERE}
          </a>
        </figcaption>
      )}
    </figure>
  );
}

/** One of our smart links alone on its line: its cover, title and artist, and the way to every platform. */
export function SmartLinkCard({ everywhere }: { everywhere: ListenEverywhere }) {
  return (
    <a
      href={everywhere.href}
      className="flex items-center gap-4 rounded-lg border border-gray-200 p-3 font-sans no-underline hover:border-brand"
    >
      {everywhere.coverImageUrl && (
        <span className="relative h-20 w-20 shrink-0 overflow-hidden rounded">
          <Image src={everywhere.coverImageUrl} alt="" fill sizes="80px" className="object-cover" />
        </span>
      )}
      <span className="min-w-0">
        <span className="block text-base font-semibold text-ink">{everywhere.songTitle}</span>
        <span className="block text-sm text-gray-600">{everywhere.artistName}</span>
        <span className="mt-1 block text-sm font-semibold text-brand-dark">{LISTEN_EVERYWHERE}</span>
      </span>
    </a>
  );
}

/** An address with no player: the link card every embed was before players (lib/posts/embeds.ts, escaped there). */
export function EmbedCard({ url }: { url: string }) {
  return <div dangerouslySetInnerHTML={{ __html: renderEmbed(url) }} />;
}
