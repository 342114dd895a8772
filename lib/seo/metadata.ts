// Share tags for a public page: title, description, canonical address, Open Graph with the default share image, and
// the blog feed, in one shape for every page.
import type { Metadata } from "next";
import { siteConfig } from "@/lib/config/site";
import { FEED_PATH, FEED_TITLE } from "@/lib/seo/rss";
import { DEFAULT_SHARE_IMAGE } from "@/lib/seo/share-image";

export { DEFAULT_SHARE_IMAGE };

/**
 * The `<link rel="alternate" type="application/rss+xml">` of the blog feed. Next replaces a parent's `alternates` with
 * the page's own, so a page that sets `alternates` must include these `types` to keep the link.
 */
export const feedAlternates = { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] };

export function pageMetadata(path: string, title: string, description: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path, types: feedAlternates },
    openGraph: { title: `${title} | ${siteConfig.name}`, description, url: path, images: [DEFAULT_SHARE_IMAGE] },
  };
}
