// A creator's link-in-bio page (/links/{handle}): the form on /music-links/mine and PUT /mnb/api/link-page share these
// rules. The handle is a path segment: lowercase letters, numbers and single dashes inside, and no word the site uses
// for itself anywhere in it, however spelled (lib/smart-links/handle.ts holds the list and the look-alike fold).
import { z } from "zod";
import { requiredText } from "@/lib/core/form-basics";
import { isReservedHandle } from "@/lib/smart-links/handle";
import {
  LINK_PAGE_HANDLE_RESERVED,
  LINK_PAGE_HANDLE_RULE,
  LINK_PAGE_TITLE_REQUIRED,
} from "@/lib/smart-links/link-page-copy";

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$/;

export const linkPageHandle = z
  .string({ error: LINK_PAGE_HANDLE_RULE })
  .trim()
  .toLowerCase()
  .min(3, LINK_PAGE_HANDLE_RULE)
  .max(30, LINK_PAGE_HANDLE_RULE)
  .regex(HANDLE_PATTERN, LINK_PAGE_HANDLE_RULE)
  .refine((h) => !isReservedHandle(h), LINK_PAGE_HANDLE_RESERVED);

export const linkPageSchema = z.object({
  handle: linkPageHandle,
  title: requiredText(LINK_PAGE_TITLE_REQUIRED, 80),
  published: z.boolean({ error: "Published must be true or false." }).default(true),
});
export type LinkPageValues = z.output<typeof linkPageSchema>;
