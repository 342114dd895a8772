import { BlogListing, blogMetadata } from "@/components/blog/blog-listing";

export const metadata = blogMetadata(1);

/** Page 1, rendered once and cached; later pages are /blog/pages/[page] (middleware.ts rewrites ?page=n there). */
export default function BlogPage() {
  return <BlogListing page={1} />;
}
