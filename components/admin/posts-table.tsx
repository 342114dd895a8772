"use client";
// Manage Posts: Title, Author, Date, Edit and Delete (after confirmation).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api";
import type { PostDto } from "@/lib/data/posts";
import { formatDate } from "@/lib/format";

export function PostsTable({ posts }: { posts: PostDto[] }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(post: PostDto) {
    if (!window.confirm(`Delete "${post.title}"? This cannot be undone.`)) return;
    setDeleting(post.id);
    try {
      await apiFetch(`/deletePost/${post.id}`, { method: "DELETE" });
      toast.success("Post deleted successfully");
      router.refresh();
    } catch {
      toast.error("Failed to delete post.");
    } finally {
      setDeleting(null);
    }
  }

  if (posts.length === 0) return <p>No posts found.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b">
          <tr>
            <th scope="col" className="py-2 pr-4">Title</th>
            <th scope="col" className="py-2 pr-4">Author</th>
            <th scope="col" className="py-2 pr-4">Date</th>
            <th scope="col" className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-b last:border-0">
              <td className="py-2 pr-4 font-medium">{post.title}</td>
              <td className="py-2 pr-4">{post.author}</td>
              <td className="py-2 pr-4">{formatDate(post.createdAt)}</td>
              <td className="flex gap-3 py-2">
                <Link href={`/admin/edit-post/${post.id}`} className="text-brand-dark underline" aria-label={`Edit ${post.title}`}>Edit</Link>
                <button type="button" onClick={() => remove(post)} disabled={deleting === post.id} className="text-red-700 underline" aria-label={`Delete ${post.title}`}>
                  {deleting === post.id ? "Deleting..." : "Delete"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
