// Post categories: the admin form sends them as comma-separated text. Each has an archive, the blog list's query form
// /blog?category=Music[&page=n] (canonical; lib/next-config/public-rewrites.ts serves it from /blog/categories/{name}/{n}), and a
// feed, /feed.xml?category=Music. No "@/" imports: next.config's rewrites use it.
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

/** Names whose archive the rewrite can carry: a `/`, `?`, `#`, `%` or `\` cannot ride it (those show no chip link). */
export const ARCHIVABLE_CATEGORY = new RegExp(`^[^/?#%\\\\]{1,${CATEGORY_MAX}}$`);

export const isArchivableCategory = (name: string) => ARCHIVABLE_CATEGORY.test(name) && name.trim() !== "";

/** /blog?category=Name, and &page=n past the first page. */
export function categoryPath(name: string, page = 1): string {
  const query = new URLSearchParams({ category: name });
  if (page > 1) query.set("page", String(page));
  return `/blog?${query}`;
}

export const categoryFeedPath = (name: string) => `/feed.xml?${new URLSearchParams({ category: name })}`;

/** The archive page's route segment back to a name (Next may hand it over still percent-encoded). */
export function categoryFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether two spellings name one category, as the archive's query matches them (letter case, outer spaces). */
export const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
