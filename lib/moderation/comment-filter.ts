// The moderation filter's rule (docs/features/moderation.md): a comment is held for review when it carries a web
// address (if the site holds links) or one of the held words, matched case-insensitively as whole words. Client-safe:
// no imports.

export type CommentFilter = { holdLinks: boolean; heldWords: string[] };

// "https://…", "www.…", or a bare host with a common top-level domain ("cheap-beats.ng", "x.com/y").
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|ng|io|co|info|biz|xyz|me|app|link|ly)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `text` is held by the filter; returns the reason for the moderator, or null. */
export function heldBy(text: string, filter: CommentFilter): "link" | "word" | null {
  if (filter.holdLinks && LINK.test(text)) return "link";
  for (const word of filter.heldWords) {
    const w = word.trim();
    if (w && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, "iu").test(text)) return "word";
  }
  return null;
}

/** The settings form's word list: one per line or comma separated, trimmed, without blanks or repeats (≤ 200). */
export function parseHeldWords(text: string): string[] {
  const words = text
    .split(/[\n,]/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(words)].slice(0, 200);
}
