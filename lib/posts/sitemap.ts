// The few columns the sitemap and the feed need: addresses and dates, never the text of a post.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { galleryPages, type SitemapEntry } from "@/lib/seo/gallery-pages";
import { linkPagePath, sharePath } from "@/lib/smart-links";
import { categoryPath } from "@/lib/posts/category-rules";
import { POSTS_PAGE_SIZE } from "@/lib/posts/schema";
import { lastPage } from "@/lib/db/paging";
import { listPostCategories } from "./categories";
import { publicPosts } from "./posts";
import { listShownSmartLinks } from "@/lib/smart-links";
import { vouchedPageWhere } from "@/lib/smart-links";

/** A sitemap file holds at most 50,000 addresses; this leaves room for the static and gallery pages. */
export const SITEMAP_LIMIT = 40_000;

export async function listPostsForSitemap(): Promise<SitemapEntry[]> {
  const rows = await db.post.findMany({
    where: publicPosts(new Date()),
    select: { slug: true, updatedAt: true },
    orderBy: { publishedAt: "desc" },
    take: SITEMAP_LIMIT,
  });
  return rows.map((p) => ({ path: `/post/${p.slug}`, lastModified: p.updatedAt }));
}

/** Every page of every category's archive (/blog?category=Music, …&page=2), dated by the category's last change. */
export async function listCategoryPagesForSitemap(): Promise<SitemapEntry[]> {
  return (await listPostCategories()).flatMap((c) =>
    Array.from({ length: lastPage(c.posts, POSTS_PAGE_SIZE) }, (_, i) => ({
      path: categoryPath(c.name, i + 1),
      lastModified: new Date(c.updatedAt),
    })),
  );
}

export async function listServicesForSitemap(): Promise<{ path: string }[]> {
  const rows = await db.service.findMany({ select: { id: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
  return rows.map((s) => ({ path: `/service/${s.id}` }));
}

/** The share pages of the links on show (hidden ones answer 404 and stay out). */
export async function listSmartLinksForSitemap(): Promise<SitemapEntry[]> {
  const links = await listShownSmartLinks(SITEMAP_LIMIT);
  return links.map((l) => ({ path: sharePath(l.slug), lastModified: l.updatedAt }));
}

/** The published link-in-bio pages of accounts that vouch for them (see vouchedPageWhere). */
export async function listLinkPagesForSitemap(): Promise<SitemapEntry[]> {
  const rows = await db.linkPage.findMany({
    where: { published: true, ...vouchedPageWhere },
    select: { handle: true, updatedAt: true },
    orderBy: { createdAt: "desc" },
    take: SITEMAP_LIMIT,
  });
  return rows.map((p) => ({ path: linkPagePath(p.handle), lastModified: p.updatedAt }));
}

const songOrder = [{ releaseDate: "desc" }, { id: "desc" }] satisfies Prisma.SongOrderByWithRelationInput[];
const spotlightOrder = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.SpotlightOrderByWithRelationInput[];

export async function listSongPagesForSitemap(pageSize: number): Promise<SitemapEntry[]> {
  const rows = await db.song.findMany({ select: { updatedAt: true }, orderBy: songOrder, take: SITEMAP_LIMIT });
  return galleryPages(
    "/songs",
    rows.map((r) => r.updatedAt),
    pageSize,
  );
}

export async function listSpotlightPagesForSitemap(pageSize: number): Promise<SitemapEntry[]> {
  const rows = await db.spotlight.findMany({
    select: { updatedAt: true },
    orderBy: spotlightOrder,
    take: SITEMAP_LIMIT,
  });
  return galleryPages(
    "/style-spotlight",
    rows.map((r) => r.updatedAt),
    pageSize,
  );
}

/** When the newest post last changed: the date of the blog list and the feed. */
export async function latestPostChange(): Promise<Date | null> {
  const { _max } = await db.post.aggregate({ _max: { updatedAt: true } });
  return _max.updatedAt;
}
