// Song gallery inputs, shared by the comment form (react-hook-form) and the route handlers.
import { z } from "zod";
import { optionalText, pageQuery, requiredText } from "./basics";

export const SONGS_PAGE_SIZE = 10;
export const SONG_COMMENTS_PAGE_SIZE = 10;
export const SONG_NOT_FOUND = "Song not found (404)";
export const COMMENT_REQUIRED = "Comment text is required.";

export const songCommentSchema = z.object({
  text: requiredText(COMMENT_REQUIRED, 1000, "Keep comments under 1000 characters."),
  // Blank names are stored as null and shown as "Anonymous", so no placeholder name ever lands in the database.
  username: optionalText(60, "Keep your name under 60 characters.")
    .nullish()
    .transform((name) => name || null),
});
export type SongCommentInput = z.input<typeof songCommentSchema>;

/** `?page=n&limit=m` of getAllSongs: the shared page rule, 10 per page by default. */
export const songPageQuerySchema = pageQuery(SONGS_PAGE_SIZE);
