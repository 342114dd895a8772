// URL slugs of posts and songs: how a title becomes one, and what a valid one looks like.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;

/** A key that could be a slug (or a cuid, which has the same shape): anything else is refused without a lookup. */
export const isSlug = (key: string) => key.length <= SLUG_MAX && SLUG_PATTERN.test(key);

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

/** `base`, or `base-2`, `base-3`, … : the first one not in `taken` (the slugs that already start with `base`). */
export function freeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
