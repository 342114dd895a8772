// The blog list at one page: /blog and /blog?page=n, which lib/next-config/public-rewrites.ts rewrites to /blog/pages/n so that
// every page is a cached static render instead of a render per request (a page reading searchParams is dynamic). One
// category's archive, /blog?category=Music[&page=n], is the same list narrowed to it (/blog/categories/Music/n).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PostCard } from "@/components/posts/post-card";
import { RoutePager } from "@/components/ui/route-pager";
import { listPostSummaryPage } from "@/lib/posts/summaries";
import { pagePath } from "@/lib/db/paging";
import { feedAlternates, pageMetadata } from "@/lib/seo/metadata";
import { categoryFeedPath, categoryPath } from "@/lib/posts/category-rules";
import { siteConfig } from "@/lib/config/site";

/** Page n's own address (/blog?page=n) is canonical, also when /blog/pages/n is asked for directly. */
export const blogMetadata = (page: number): Metadata =>
  pageMetadata(pagePath("/blog", page), "Blog", "News, style and entertainment stories from Nigeria and beyond.");

const categoryDescription = (category: string) => `${category} stories from ${siteConfig.name}.`;

/** A category archive's page: its own title, canonical address, share tags and feed (beside the blog's). */
export function categoryMetadata(category: string, page: number): Metadata {
  const base = pageMetadata(categoryPath(category, page), `${category} — Blog`, categoryDescription(category));
  const feed = { url: categoryFeedPath(category), title: `${siteConfig.name} — ${category}` };
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: { "application/rss+xml": [feed, ...feedAlternates["application/rss+xml"]] },
    },
  };
}

/** `category`: the archive's name as stored (lib/posts/categories.ts), or none for the whole blog. */
export async function BlogListing({ page, category = null }: { page: number; category?: string | null }) {
  const data = await listPostSummaryPage(page, undefined, category);
  // An old link past the last page (posts were removed) lands on the last real page instead of an empty grid.
  if (data.total > 0 && page > data.totalPages)
    redirect(category ? categoryPath(category, data.totalPages) : `/blog?page=${data.totalPages}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {category ? (
        <>
          <p className="mb-1 text-sm font-semibold tracking-wide text-brand-dark uppercase">Category</p>
          <h1 className="mb-2 font-serif text-4xl font-bold">{category}</h1>
          <p className="mb-8 text-gray-600">{categoryDescription(category)}</p>
        </>
      ) : (
        <>
          <h1 className="mb-2 font-serif text-4xl font-bold">Our Blog</h1>
          <p className="mb-8 text-gray-600">Daily updates on news, styles and entertainment.</p>
        </>
      )}
      {data.total === 0 ? (
        <p>No posts found.</p>
      ) : (
        <RoutePager
          path="/blog"
          query={category ? { category } : undefined}
          page={data.page}
          totalPages={data.totalPages}
          label="Blog pages"
          loadingText="Loading posts..."
        >
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.posts.map((post, i) => (
              <PostCard key={post.id} post={post} priority={i === 0} eager={i < 3} />
            ))}
          </div>
        </RoutePager>
      )}
    </div>
  );
}
