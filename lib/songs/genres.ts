// The song forms' genre lists (exactly as admin-and-payments.md "Validation rules" gives them: upload and edit differ)
// and the songs page size, in a module without zod so the admin forms can import them without shipping zod with the
// page (re-exported by ./song.ts).
export const SONG_UPLOAD_GENRES = [
  "Afrobeats",
  "Hip-Hop",
  "Pop",
  "R&B",
  "Jazz",
  "Gospel",
  "Classical",
  "Rock",
  "Electronic",
] as const;
export const SONG_EDIT_GENRES = [
  "Afrobeat",
  "Hip-Hop",
  "R&B",
  "Pop",
  "Jazz",
  "Gospel",
  "Reggae",
  "Country",
  "Rock",
  "Classical",
  "Electronic",
] as const;
export const SONG_REQUIRED = "Please provide title, artist, genre, and audio file.";
export const SONGS_PAGE_SIZE = 10;
export const isEditGenre = (genre: string) => (SONG_EDIT_GENRES as readonly string[]).includes(genre);
