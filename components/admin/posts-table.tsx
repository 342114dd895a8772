// Manage Posts: Title, Status (draft, scheduled with its Lagos time, published), Author, Date, Edit and Delete (after
// confirmation). Every post is listed, whatever its status.
import Link from "next/link";
import type { PostDto } from "@/lib/data/posts";
import { formatDate, formatDateTime } from "@/lib/format";
import { POST_STATUS_LABEL } from "@/lib/copy/post";
import { ConfirmDelete } from "./confirm-delete";

export function PostsTable({ posts }: { posts: PostDto[] }) {
  if (posts.length === 0) return <p>No posts found.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Title
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            <th scope="col" className="py-2 pr-4">
              Author
            </th>
            <th scope="col" className="py-2 pr-4">
              Date
            </th>
            <th scope="col" className="py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-b last:border-0">
              <td className="py-2 pr-4 font-medium">{post.title}</td>
              <td className="py-2 pr-4">
                {POST_STATUS_LABEL[post.status]}
                {post.status === "scheduled" && post.publishAt && (
                  <span className="block text-xs text-gray-600">{formatDateTime(post.publishAt)}</span>
                )}
              </td>
              <td className="py-2 pr-4">{post.author}</td>
              <td className="py-2 pr-4">{formatDate(post.createdAt)}</td>
              <td className="flex gap-3 py-2">
                <Link
                  href={`/admin/edit-post/${post.id}`}
                  className="text-brand-dark underline"
                  aria-label={`Edit ${post.title}`}
                >
                  Edit
                </Link>
                <ConfirmDelete
                  path={`/deletePost/${post.id}`}
                  name={post.title}
                  success="Post deleted successfully"
                  failure="Failed to delete post."
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
