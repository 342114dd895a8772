// One schema per post form, shared by the admin forms (react-hook-form) and the route handlers.
import { z } from "zod";

const REQUIRED = "Please fill in all required fields.";
const EDIT_REQUIRED = "Title and content are required.";

/** "news, Music ,  " → ["news", "Music"]: the form sends categories as comma-separated text. */
export function splitCategories(text: string | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? "").split(",")) {
    const category = part.trim().slice(0, 40);
    if (category) seen.add(category);
  }
  return [...seen].slice(0, 10);
}

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Keep it under ${max} characters.`);

export const postCreateSchema = z.object({
  title: text(REQUIRED, 200),
  content: text(REQUIRED, 50_000),
  author: text(REQUIRED, 100),
  categories: z.string().max(500).optional().default(""),
});

export const postUpdateSchema = z.object({
  title: text(EDIT_REQUIRED, 200),
  content: text(EDIT_REQUIRED, 50_000),
  author: z.string().trim().max(100).optional().default("").transform((a) => a || "Admin"),
  categories: z.string().max(500).optional().default(""),
});

export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostUpdateInput = z.input<typeof postUpdateSchema>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Title → URL slug: lowercase, letters/digits/spaces/hyphens kept, spaces to hyphens, repeated hyphens merged. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
    .replace(/-$/, "");
}
