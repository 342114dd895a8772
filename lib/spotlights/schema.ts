// Style spotlight gallery queries: the category filter and the page sizes of the gallery, its comments and replies.
import { z } from "zod";
import { requiredText } from "@/lib/core/form-basics";

import {
  SPOTLIGHT_CATEGORIES,
  SPOTLIGHTS_MAX_LIMIT,
  SPOTLIGHTS_PAGE_SIZE,
  SPOTLIGHT_COMMENTS_PAGE_SIZE,
  SPOTLIGHT_REPLIES_PAGE_SIZE,
} from "./sizes";

export {
  SPOTLIGHT_CATEGORIES,
  SPOTLIGHTS_MAX_LIMIT,
  SPOTLIGHTS_PAGE_SIZE,
  SPOTLIGHT_COMMENTS_PAGE_SIZE,
  SPOTLIGHT_REPLIES_PAGE_SIZE,
};

export const CATEGORY_INVALID = 'Category must be "male" or "female".';

export type SpotlightCategoryParam = (typeof SPOTLIGHT_CATEGORIES)[number];

/** `?category=` — male or female in any case; empty or "all" means no filter (null). */
export const categorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => (!v || v === "all" ? null : v))
  .pipe(z.enum(SPOTLIGHT_CATEGORIES, { error: CATEGORY_INVALID }).nullable());

// The admin's nominate form and edit dialog. The form sends the category as shown (Male, Female); any case is taken.
export const SPOTLIGHT_REQUIRED = "Name, category, description and image are required.";
export const SPOTLIGHT_EDIT_REQUIRED = "Name, category and description are required.";
export const SPOTLIGHT_CATEGORY_INVALID = "Category must be Male or Female.";
export const SPOTLIGHT_FORM_CATEGORIES = ["Male", "Female"] as const;

const spotlightFields = (required: string) =>
  z.object({
    name: requiredText(required, 100),
    category: requiredText(required, 20)
      .transform((c) => c.toLowerCase())
      .pipe(z.enum(SPOTLIGHT_CATEGORIES, { error: SPOTLIGHT_CATEGORY_INVALID })),
    description: requiredText(required, 2000),
  });

/** POST /spotlights: the image is required too (checked with the file, see lib/spotlights/spotlights.ts). */
export const spotlightCreateSchema = spotlightFields(SPOTLIGHT_REQUIRED);
/** PUT /spotlights/{id}: the same fields; a new image is optional. */
export const spotlightUpdateSchema = spotlightFields(SPOTLIGHT_EDIT_REQUIRED);
export type SpotlightFormInput = z.input<typeof spotlightCreateSchema>;
export type SpotlightFormValues = z.output<typeof spotlightCreateSchema>;
