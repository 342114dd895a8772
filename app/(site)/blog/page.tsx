import type { Metadata } from "next";
import { PostCard } from "@/components/blog/post-card";
import { listPostSummaries } from "@/lib/data/posts";

export const revalidate = 3600;

export const metadata: Metadata = {
  title: "Blog",
  description: "News, style and entertainment stories from Nigeria and beyond.",
  alternates: { canonical: "/blog" },
  openGraph: { title: "Blog | My Nation Blog", description: "News, style and entertainment stories from Nigeria and beyond.", url: "/blog" },
};

export default async function BlogPage() {
  const posts = await listPostSummaries();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-2 font-serif text-4xl font-bold">Our Blog</h1>
      <p className="mb-8 text-gray-600">Daily updates on news, styles and entertainment.</p>
      {posts.length === 0 ? (
        <p>No posts found.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, i) => (
            <PostCard key={post.id} post={post} priority={i < 3} />
          ))}
        </div>
      )}
    </div>
  );
}
