import type { Metadata } from "next";
import Link from "next/link";
import { PostCard } from "@/components/blog/post-card";
import { listPostSummaries } from "@/lib/data/posts";

export const revalidate = 3600;

export const metadata: Metadata = {
  title: { absolute: "My Nation Blog — news, style and entertainment" },
  description: "Daily updates on news, styles and entertainment, plus music production, mixing, mastering and promotion.",
  alternates: { canonical: "/home" },
};

// The full home page (slideshow, carousel, artists, …) arrives with the public-site issue; this shows the latest posts.
export default async function HomePage() {
  const posts = (await listPostSummaries()).slice(0, 6);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="mb-10 rounded-xl bg-ink px-6 py-12 text-white">
        <h1 className="font-serif text-4xl font-bold">Daily updates on news, styles and entertainment</h1>
        <p className="mt-3 max-w-2xl text-white/80">20k+ projects delivered · 10+ partnerships</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/blog" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">Read the blog</Link>
          <Link href="/service" className="rounded border border-white/50 px-4 py-2 hover:bg-white/10">Our services</Link>
        </div>
      </section>
      <h2 className="mb-6 font-serif text-2xl font-bold">Latest posts</h2>
      {posts.length === 0 ? (
        <p>No posts found.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, i) => <PostCard key={post.id} post={post} priority={i < 3} />)}
        </div>
      )}
    </div>
  );
}
