import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PostCard } from "@/components/blog/post-card";
import { RoutePager } from "@/components/ui/route-pager";
import { listPostSummaryPageCached } from "@/lib/data/posts";
import { pageParam } from "@/lib/validations/basics";
import { pageMetadata } from "@/lib/metadata";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata("/blog", "Blog", "News, style and entertainment stories from Nigeria and beyond.");

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export default async function BlogPage({ searchParams }: Props) {
  const requested = (await searchParams).page;
  const page = pageParam.parse(Array.isArray(requested) ? requested[0] : requested);
  const data = await listPostSummaryPageCached(page);
  // An old link past the last page (posts were removed) lands on the last real page instead of an empty grid.
  if (data.total > 0 && page > data.totalPages) redirect(`/blog?page=${data.totalPages}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-2 font-serif text-4xl font-bold">Our Blog</h1>
      <p className="mb-8 text-gray-600">Daily updates on news, styles and entertainment.</p>
      {data.total === 0 ? (
        <p>No posts found.</p>
      ) : (
        <RoutePager path="/blog" page={data.page} totalPages={data.totalPages} label="Blog pages" loadingText="Loading posts...">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.posts.map((post, i) => (
              <PostCard key={post.id} post={post} priority={i < 3} />
            ))}
          </div>
        </RoutePager>
      )}
    </div>
  );
}
