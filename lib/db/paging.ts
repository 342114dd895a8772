// Page arithmetic shared by every paged list, so "Page X of Y" means the same on every screen and in every API.
export type PageMeta = { page: number; totalPages: number; total: number };

/**
 * What every paged list is asked for: the search text (absent or "" for all), the page (from 1) and the page size
 * (each list has its default). Lists with filters of their own add them to this type.
 */
export type ListQuery = { q?: string; page: number; size?: number };

/** How many pages `total` items fill, `size` at a time; an empty list still has one (empty) page. */
export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The meta of page `page` of `total` items shown `size` at a time. A page past the end is kept as asked. */
export function pageOf(total: number, page: number, size: number): PageMeta {
  return { page, totalPages: lastPage(total, size), total };
}

/** Prisma's skip/take for a page. */
export const pageWindow = (page: number, size: number) => ({ skip: (page - 1) * size, take: size });

/** A paged list's address: `/songs` for page 1, `/songs?page=n` after (canonical, and what pagers link to). */
export const pagePath = (base: string, page: number) => (page > 1 ? `${base}?page=${page}` : base);
