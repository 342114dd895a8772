// What an address alone on its line in a post becomes where it has no player (the tap-to-load players are
// components/posts/post-player.tsx): a link card naming the address's host. The address has passed the embed line's
// pattern (http or https, no spaces, quotes or angle brackets) and is escaped here again, since this markup is ours and
// does not go through the sanitiser.
import { escapeHtml } from "./html-text";

export type EmbedOptions = {
  /** Visitor-written text: the link also carries rel="ugc". */
  ugc?: boolean;
};

export function embedHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export function renderEmbed(url: string, { ugc = false }: EmbedOptions = {}): string {
  const href = escapeHtml(url);
  const rel = ugc ? "noopener noreferrer ugc" : "noopener noreferrer";
  return (
    `<p class="embed-card"><a href="${href}" target="_blank" rel="${rel}">` +
    `<span class="embed-card-host">${escapeHtml(embedHost(url))}</span>` +
    `<span class="embed-card-url">${href}</span></a></p>`
  );
}
