// The gallery's state lives in the URL (?category=male&page=2) so it is server-rendered, shareable and Back works.
import type { SpotlightCategoryParam } from "@/lib/spotlights/schema";

export const SPOTLIGHT_PATH = "/style-spotlight";

/** Defaults (all categories, page 1) are left out so the plain path stays canonical. */
export function spotlightHref(category: SpotlightCategoryParam | null, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${SPOTLIGHT_PATH}?${search}` : SPOTLIGHT_PATH;
}
