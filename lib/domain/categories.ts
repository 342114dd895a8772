// Post categories: the admin form sends them as comma-separated text.
export const MAX_CATEGORIES = 10;
export const CATEGORY_MAX = 40;

/** "news, Music ,  " → ["news", "Music"]: trimmed, blanks and duplicates removed, at most ten. */
export function splitCategories(text: string | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? "").split(",")) {
    const category = part.trim().slice(0, CATEGORY_MAX);
    if (category) seen.add(category);
  }
  return [...seen].slice(0, MAX_CATEGORIES);
}
