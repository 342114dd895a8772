// Style spotlight rules shared by the page, its forms and the route handlers: query parsing, the comment and reply
// schemas, and how a spotlight's rating is derived from the ratings of the comments about it.
import { z } from "zod";

export { pageSchema, reactionSchema, type ReactionInput } from "./comment";

export const SPOTLIGHTS_PAGE_SIZE = 6;
export const SPOTLIGHT_COMMENTS_PAGE_SIZE = 5;
export const DEFAULT_SPOTLIGHT_RATING = 4;

export const COMMENT_REQUIRED = "All fields are required!";
export const REPLY_REQUIRED = "All reply fields are required!";
export const RATING_REQUIRED = "Please choose a rating from 1 to 5.";
export const CATEGORY_INVALID = 'Category must be "male" or "female".';

export const SPOTLIGHT_CATEGORIES = ["male", "female"] as const;
export type SpotlightCategoryParam = (typeof SPOTLIGHT_CATEGORIES)[number];

/** `?category=` — male or female in any case; empty or "all" means no filter (null). */
export const categorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => (!v || v === "all" ? null : v))
  .pipe(z.enum(SPOTLIGHT_CATEGORIES, { error: CATEGORY_INVALID }).nullable());

/** `?limit=` with a default and an upper bound, so a client cannot ask for the whole table in one page. */
export const limitSchema = (fallback: number, max = 50) => z.coerce.number().int().min(1).max(max).catch(fallback);

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep it under ${max} characters.`);
const email = (message: string) => required(message, 254).pipe(z.email("Please enter a valid email address."));

export const spotlightCommentSchema = z.object({
  name: required(COMMENT_REQUIRED, 80),
  email: email(COMMENT_REQUIRED),
  content: required(COMMENT_REQUIRED, 2000),
  rating: z.coerce.number({ error: RATING_REQUIRED }).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  // The form's "About (optional)" select sends "" for the page-wide section.
  spotlightId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(40).optional()),
});
export type SpotlightCommentInput = z.input<typeof spotlightCommentSchema>;

export const spotlightReplySchema = z.object({
  name: required(REPLY_REQUIRED, 80),
  email: email(REPLY_REQUIRED),
  content: required(REPLY_REQUIRED, 2000),
});
export type SpotlightReplyInput = z.input<typeof spotlightReplySchema>;

/** The rating a spotlight shows: the average of its comments' ratings to one decimal, 4.0 while it has none. */
export function spotlightRating(average: number | null | undefined, count: number): number {
  if (!count || average === null || average === undefined) return DEFAULT_SPOTLIGHT_RATING;
  return Math.round(average * 10) / 10;
}

export const formatRating = (rating: number) => rating.toFixed(1);
