import type { Metadata } from "next";
import { BlogListing } from "@/components/blog/blog-listing";
import { pageMetadata } from "@/lib/metadata";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata("/blog", "Blog", "News, style and entertainment stories from Nigeria and beyond.");

/** Page 1, rendered once and cached; later pages are /blog/pages/[page] (middleware.ts rewrites ?page=n there). */
export default function BlogPage() {
  return <BlogListing page={1} />;
}
