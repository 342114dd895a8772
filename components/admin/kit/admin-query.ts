// A section's state lives in its URL — the search text, the page and the row being edited — so Back, reload and a
// shared link all show the same screen. Pages read it with readAdminQuery and link with adminHref.
import { MAX_PAGE } from "@/lib/core/form-basics";
import { firstParam, type SearchParams } from "@/lib/http/search-params";

export type AdminQuery = { q: string; page: number; edit: string | null };
export const SEARCH_MAX = 100;

/** Nonsense falls back like every list's paging rule: page 1, no search, no row open. */
export function readAdminQuery(params: SearchParams): AdminQuery {
  const q = firstParam(params, "q").replace(/\0/g, "").trim().slice(0, SEARCH_MAX);
  const n = Number(firstParam(params, "page"));
  const page = Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
  const edit = firstParam(params, "edit").trim();
  return { q, page, edit: edit && !edit.includes("\0") ? edit.slice(0, 64) : null };
}

/** `path?q=…&page=…&edit=…` with the defaults left out, so the plain path is the section's first screen. */
export function adminHref(
  path: string,
  { q = "", page = 1, edit = null }: Partial<AdminQuery> = {},
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  if (edit) search.set("edit", edit);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
