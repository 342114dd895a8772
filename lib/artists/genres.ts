// Artist genres, in a module without zod so the dashboard form and the home page's filter can import them. The
// lists are the spec's, spelling included; the home page's filter has its own names (public-site spec).
export const ARTIST_GENRES = [
  "Afrobeats",
  "Alté",
  "Afro-fusion",
  "Hip-Pop/Rap",
  "Ragae",
  "Hardcore-Rap",
  "R & B",
] as const;
export type ArtistGenre = (typeof ARTIST_GENRES)[number];

/**
 * The genres the edit form offers. An edit may also keep the genre the artist already has (one of the other create
 * genres, or an older one such as "Hip/Hop & Rap"): the edit form lists it too, and the server accepts any create
 * genre or the stored one (lib/artists/artists.ts, which knows the stored one), so changing only the name or picture
 * never fails on the genre.
 */
export const ARTIST_EDIT_GENRES = ["Afrobeats", "Alté", "Afro-fusion"] as const;

export const isArtistGenre = (genre: string): genre is ArtistGenre =>
  (ARTIST_GENRES as readonly string[]).includes(genre);

/** The edit form's choices for an artist: the spec's three, and the artist's own genre when it is another one. */
export const editGenreOptions = (current: string): string[] =>
  (ARTIST_EDIT_GENRES as readonly string[]).includes(current)
    ? [...ARTIST_EDIT_GENRES]
    : [...ARTIST_EDIT_GENRES, current];

/** The home page's "Top Artists" filter and the stored genres each one shows (the rap filter covers both rap genres). */
export const HOME_GENRE_FILTERS = {
  All: null,
  Afrobeats: ["Afrobeats"],
  Alté: ["Alté"],
  "Afro-fusion": ["Afro-fusion"],
  "Hip/Hop & Rap": ["Hip/Hop & Rap", "Hip-Pop/Rap", "Hardcore-Rap"],
} as const satisfies Record<string, readonly string[] | null>;
export type HomeGenreFilter = keyof typeof HOME_GENRE_FILTERS;

export const inHomeFilter = (filter: HomeGenreFilter, genre: string): boolean => {
  const genres: readonly string[] | null = HOME_GENRE_FILTERS[filter];
  return genres === null || genres.includes(genre);
};
