import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { listPosts } from "@/lib/posts/reads";
import { feedAlternates } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  title: "Posts",
  description: "All My Nation Blog posts at a glance.",
  alternates: { canonical: "/post", types: feedAlternates },
};

export default async function PostsListPage() {
  const posts = await listPosts();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-serif text-3xl font-bold">Posts</h1>
      {posts.length === 0 ? (
        <p>No posts found.</p>
      ) : (
        <ul className="flex flex-col gap-6">
          {posts.map((post) => (
            <li key={post.id}>
              <h2 className="font-serif text-xl font-bold">
                <Link href={`/post/${post.slug}`} className="hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="line-clamp-3 text-gray-700">{post.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
