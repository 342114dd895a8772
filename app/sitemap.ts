// sitemap.xml, read from the database on each request (a handful of narrow queries): the public pages, every post, the
// services, the blog's category archives, the gallery pages that show the songs and spotlights, the smart links' share pages and the published
// link-in-bio pages.
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { aboutArticles } from "@/lib/pages/about";
import {
  latestPostChange,
  listCategoryPagesForSitemap,
  listPostsForSitemap,
  listServicesForSitemap,
  listSmartLinksForSitemap,
  listLinkPagesForSitemap,
  listSongPagesForSitemap,
  listSpotlightPagesForSitemap,
} from "@/lib/posts/sitemap";
import { absoluteUrl } from "@/lib/seo/url";
import { escapeXml } from "@/lib/seo/rss";
import { SONGS_PAGE_SIZE } from "@/lib/songs/genres";
import { SPOTLIGHTS_PAGE_SIZE } from "@/lib/spotlights/schema";

/** Public pages whose content is written in the code (no honest change date to give). */
const STATIC_PAGES = [
  "/home",
  "/music-links",
  "/about",
  "/service",
  "/contact",
  "/booking",
  "/advertise",
  "/license",
  "/terms",
  "/privacy-policy",
  "/brand-guideline",
];

type Entry = { path: string; lastModified?: Date | string };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [posts, services, songPages, spotlightPages, postsChanged, smartLinks, linkPages, categoryPages] =
    await Promise.all([
      listPostsForSitemap(),
      listServicesForSitemap(),
      listSongPagesForSitemap(SONGS_PAGE_SIZE),
      listSpotlightPagesForSitemap(SPOTLIGHTS_PAGE_SIZE),
      latestPostChange(),
      listSmartLinksForSitemap(),
      listLinkPagesForSitemap(),
      listCategoryPagesForSitemap(),
    ]);
  const lists: Entry[] = ["/blog", "/post"].map((path) => ({ path, lastModified: postsChanged ?? undefined }));
  const entries: Entry[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...aboutArticles.map((a) => ({ path: `/about/${a.id}`, lastModified: a.date })),
    ...services,
    ...lists,
    ...categoryPages,
    // An empty gallery still has its page.
    ...(songPages.length ? songPages : [{ path: "/songs" }]),
    ...(spotlightPages.length ? spotlightPages : [{ path: "/style-spotlight" }]),
    ...posts,
    ...smartLinks,
    ...linkPages,
  ];
  // Next writes each url into <loc> as given: a category archive's second page has an `&` to escape.
  return entries.map(({ path, lastModified }) => ({
    url: escapeXml(absoluteUrl(path)),
    ...(lastModified && { lastModified }),
  }));
}
