// Artist forms (Upload New Artist and its list's edit rows), shared by the dashboard forms and the route handlers.
// The genre lists live in lib/artists/genres.ts.
import { z } from "zod";
import { ARTIST_GENRES } from "@/lib/artists/genres";
import { optionalUpload, requiredText, requiredUpload } from "@/lib/core/form-basics";

export const ARTIST_REQUIRED = "Name, genre and image are required.";
export const ARTIST_EDIT_REQUIRED = "Name and genre are required.";
export const ARTIST_GENRE_INVALID = `Genre must be one of: ${ARTIST_GENRES.join(", ")}.`;

export const ARTISTS_ADMIN_PAGE_SIZE = 10;

// "Alté" typed on another keyboard may arrive decomposed (e + combining accent): compare the composed form.
const genreText = (required: string) => requiredText(required, 40).transform((g) => g.normalize("NFC"));

export const artistCreateSchema = z.object({
  name: requiredText(ARTIST_REQUIRED, 100),
  genre: genreText(ARTIST_REQUIRED).pipe(z.enum(ARTIST_GENRES, { error: ARTIST_GENRE_INVALID })),
  image: requiredUpload(ARTIST_REQUIRED),
});

export const artistUpdateSchema = z.object({
  name: requiredText(ARTIST_EDIT_REQUIRED, 100),
  genre: genreText(ARTIST_EDIT_REQUIRED),
  image: optionalUpload("Please choose an image."),
});

export type ArtistCreate = z.output<typeof artistCreateSchema>;
export type ArtistUpdate = z.output<typeof artistUpdateSchema>;
