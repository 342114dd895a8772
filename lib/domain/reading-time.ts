// Reading time (issue 45 §3): words at 200 a minute, at least a minute. The post page counts its plain text, the lists
// count it in SQL (lib/data/posts.ts WORDS_SQL splits on whitespace the same way), the editor counts its draft.

export const WORDS_PER_MINUTE = 200;

/** Words in a plain text: runs of characters between whitespace. */
export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Whole minutes to read `words`, at least 1. */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** "4 min read". */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
