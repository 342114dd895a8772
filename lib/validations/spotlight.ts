// Style spotlight gallery queries: the category filter and the page sizes of the gallery, its comments and replies.
import { z } from "zod";

import { SPOTLIGHTS_MAX_LIMIT, SPOTLIGHTS_PAGE_SIZE, SPOTLIGHT_COMMENTS_PAGE_SIZE, SPOTLIGHT_REPLIES_PAGE_SIZE } from "./spotlight-sizes";

export { SPOTLIGHTS_MAX_LIMIT, SPOTLIGHTS_PAGE_SIZE, SPOTLIGHT_COMMENTS_PAGE_SIZE, SPOTLIGHT_REPLIES_PAGE_SIZE };

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
