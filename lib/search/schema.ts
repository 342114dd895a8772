// GET /search and GET /mnb/api/search: `?q=` (trimmed; empty finds nothing) and `?page=`. Too long a text, or one with
// NUL characters, is refused (422 from the API); nothing else in it is special (lib/search/search.ts).
import { z } from "zod";
import { SEARCH_MAX_LENGTH, SEARCH_TEXT } from "@/lib/search/copy";
import { optionalText, pageParam } from "@/lib/core/form-basics";

export const SEARCH_PAGE_SIZE = 10;

export const searchQuerySchema = z.object({
  q: optionalText(SEARCH_MAX_LENGTH, SEARCH_TEXT.tooLong),
  page: pageParam,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
