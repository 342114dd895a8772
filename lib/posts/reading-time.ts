// Word count and reading time of a post body: the editor shows them under the text, and the post cards and pages can
// show the same reading time from the stored plain text. Pure and isomorphic (no renderer needed): `roughText`
// strips Markdown's marks well enough to count words.

/** Words a reader reads in a minute (the common estimate Medium and Ghost use too). */
export const WORDS_PER_MINUTE = 200;

/** Markdown reduced to its words: pictures, addresses and marks gone, a link's text kept. */
export function roughText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, " ")
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/<[^>\n]*>/g, " ")
    .replace(/[#>*_~`|-]+/g, " ");
}

/** How many words a text has: runs of characters holding at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read `words` words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "4 min read", on post cards and pages. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
