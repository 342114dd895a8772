// Song inputs: the gallery's comment form and page query, and the admin's upload and edit forms (react-hook-form and the
// route handlers share them).
import { z } from "zod";
import { optionalEmail, optionalText, pageQuery, requiredText } from "@/lib/core/form-basics";
import { SONG_REQUIRED, SONG_UPLOAD_GENRES, SONGS_PAGE_SIZE } from "./genres";

export const SONG_COMMENTS_PAGE_SIZE = 10;
export const COMMENT_REQUIRED = "Comment text is required.";

export const songCommentSchema = z.object({
  text: requiredText(COMMENT_REQUIRED, 1000, "Keep comments under 1000 characters."),
  // Blank names are stored as null and shown as "Anonymous", so no placeholder name ever lands in the database.
  username: optionalText(60, "Keep your name under 60 characters.")
    .nullish()
    .transform((name) => name || null),
  // Optional, unlike the other comment forms: the spec's old client sends none (a ban then names the browser, the
  // account and the address). Stored for bans, never shown.
  email: optionalEmail(),
});
export type SongCommentInput = z.input<typeof songCommentSchema>;

/** `?page=n&limit=m` of getAllSongs: the shared page rule, 10 per page by default. */
export const songPageQuerySchema = pageQuery(SONGS_PAGE_SIZE);

// ─── Admin: upload and edit (admin-and-payments.md "Validation rules"); genre lists in ./song-genres.ts. ─────────────
export const SONG_EDIT_REQUIRED = "Title and artist are required.";
export const SONG_GENRE_INVALID = "Please choose a genre from the list.";

const album = optionalText(200)
  .optional()
  .transform((a) => a || null);
/** On edit a missing field keeps the stored value, a blank one clears it. */
const editable = (max: number) =>
  optionalText(max)
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const songCreateSchema = z.object({
  title: requiredText(SONG_REQUIRED, 200),
  artist: requiredText(SONG_REQUIRED, 200),
  albumName: album,
  genre: requiredText(SONG_REQUIRED, 40).pipe(z.enum(SONG_UPLOAD_GENRES, { error: SONG_GENRE_INVALID })),
  description: optionalText(2000)
    .optional()
    .transform((d) => d || null),
  // The old client sends the slug it derived from the title; the server derives its own (lib/core/slug.ts) and only
  // falls back to this one when the title has no letters or digits at all.
  slug: optionalText(200)
    .optional()
    .transform((s) => s || null),
});

/**
 * Edit: a blank or missing genre keeps the song's genre. Any other value must be on the edit list or be the song's
 * current genre (a song uploaded as "Afrobeats", which the edit list lacks, can be saved unchanged) — the data
 * module checks the latter against the row.
 */
export const songUpdateSchema = z.object({
  title: requiredText(SONG_EDIT_REQUIRED, 200),
  artist: requiredText(SONG_EDIT_REQUIRED, 200),
  albumName: editable(200),
  genre: optionalText(40)
    .optional()
    .transform((g) => g || null),
  description: editable(2000),
});

export type SongCreateInput = z.input<typeof songCreateSchema>;
export type SongUpdateInput = z.input<typeof songUpdateSchema>;
