// Song gallery inputs, shared by the comment form (react-hook-form) and the route handlers.
import { z } from "zod";

export const SONGS_PAGE_SIZE = 10;
export const MAX_SONGS_LIMIT = 50;
export const SONG_NOT_FOUND = "Song not found (404)";
export const COMMENT_REQUIRED = "Comment text is required.";

export const songCommentSchema = z.object({
  text: z.string({ error: COMMENT_REQUIRED }).trim().min(1, COMMENT_REQUIRED).max(1000, "Keep comments under 1000 characters."),
  // Blank names are stored as null and shown as "Anonymous", so no placeholder name ever lands in the database.
  username: z
    .string()
    .trim()
    .max(60, "Keep your name under 60 characters.")
    .nullish()
    .transform((name) => name || null),
});
export type SongCommentInput = z.input<typeof songCommentSchema>;

const whole = (fallback: number, max: number) => z.coerce.number().int().min(1).catch(fallback).transform((n) => Math.min(n, max));

/** `?page=n&limit=m` of getAllSongs: nonsense falls back to page 1 / 10 per page, and a page holds at most 50. */
export const songPageQuerySchema = z.object({
  page: whole(1, 10_000),
  limit: whole(SONGS_PAGE_SIZE, MAX_SONGS_LIMIT),
});
