// Site search texts: the header's box, the /search page and the API's refusals.
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_TEXT = {
  label: "Search",
  placeholder: "Search posts, songs, artists…",
  title: "Search",
  description: "Search the blog's posts, songs, artists and style spotlights.",
  prompt: "Type a word or two to search posts, songs, artists and style spotlights.",
  tooLong: `Keep your search under ${SEARCH_MAX_LENGTH} characters.`,
  tooMany: "Too many searches. Please wait a minute and try again.",
  noResults: (q: string) => `No results for “${q}”.`,
  results: (total: number, q: string) => `${total} result${total === 1 ? "" : "s"} for “${q}”`,
  pages: "Search result pages",
} as const;

/** What each kind of result is called on the results page. */
export const SEARCH_KIND_LABEL = {
  post: "Post",
  song: "Song",
  artist: "Artist",
  spotlight: "Style spotlight",
} as const;
export type SearchKind = keyof typeof SEARCH_KIND_LABEL;
