// Songs and spotlights have no page of their own: each shows on one page of its gallery.
export type SitemapEntry = { path: string; lastModified: Date };

/**
 * One sitemap entry per gallery page (`/songs`, `/songs?page=2`, …), given the items' change dates in the gallery's
 * own order; each page is dated by the newest change among the items on it.
 */
export function galleryPages(base: string, dates: Date[], pageSize: number): SitemapEntry[] {
  const pages: SitemapEntry[] = [];
  for (let start = 0; start < dates.length; start += pageSize) {
    const page = start / pageSize + 1;
    const newest = Math.max(...dates.slice(start, start + pageSize).map((d) => d.getTime()));
    pages.push({ path: page === 1 ? base : `${base}?page=${page}`, lastModified: new Date(newest) });
  }
  return pages;
}
