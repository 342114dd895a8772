// One schema per post form, shared by the admin forms (react-hook-form) and the route handlers. Categories arrive as
// comma-separated text and leave as a clean list (split once, here).
import { z } from "zod";
import { splitCategories } from "@/lib/domain/categories";
import { optionalText, requiredText } from "./basics";

const REQUIRED = "Please fill in all required fields.";
const EDIT_REQUIRED = "Title and content are required.";

const categories = z.string().max(500).optional().default("").transform(splitCategories);

export const postCreateSchema = z.object({
  title: requiredText(REQUIRED, 200),
  content: requiredText(REQUIRED, 50_000),
  author: requiredText(REQUIRED, 100),
  categories,
});

export const postUpdateSchema = z.object({
  title: requiredText(EDIT_REQUIRED, 200),
  content: requiredText(EDIT_REQUIRED, 50_000),
  author: optionalText(100)
    .optional()
    .default("")
    .transform((a) => a || "Admin"),
  categories,
});

export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostUpdateInput = z.input<typeof postUpdateSchema>;

export const POSTS_PAGE_SIZE = 9;
