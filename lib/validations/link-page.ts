// A creator's link-in-bio page (/links/{handle}): the form on /music-links/mine and PUT /mnb/api/link-page share these
// rules. The handle is a path segment: lowercase letters, numbers and single dashes inside, and not a word the site
// uses for itself.
import { z } from "zod";
import { requiredText } from "./basics";
import { LINK_PAGE_HANDLE_RESERVED, LINK_PAGE_HANDLE_RULE, LINK_PAGE_TITLE_REQUIRED } from "@/lib/copy/link-page";

export * from "@/lib/copy/link-page";

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$/;
/** Handles that would read as the site speaking, not a creator. */
export const RESERVED_HANDLES = [
  "admin",
  "mnb",
  "mynationblog",
  "my-nation-blog",
  "support",
  "help",
  "official",
  "links",
];

export const linkPageHandle = z
  .string({ error: LINK_PAGE_HANDLE_RULE })
  .trim()
  .toLowerCase()
  .min(3, LINK_PAGE_HANDLE_RULE)
  .max(30, LINK_PAGE_HANDLE_RULE)
  .regex(HANDLE_PATTERN, LINK_PAGE_HANDLE_RULE)
  .refine((h) => !RESERVED_HANDLES.includes(h), LINK_PAGE_HANDLE_RESERVED);

export const linkPageSchema = z.object({
  handle: linkPageHandle,
  title: requiredText(LINK_PAGE_TITLE_REQUIRED, 80),
  published: z.boolean({ error: "Published must be true or false." }).default(true),
});
export type LinkPageValues = z.output<typeof linkPageSchema>;
