// Manage Posts: Title, Status (draft, scheduled with its Lagos time, published), Author, Date, Edit and Delete (after
// confirmation). Every post is listed, whatever its status; one brought from the old site is marked imported.
import Link from "next/link";
import type { PostDto } from "@/lib/posts/posts";
import { formatDate, formatDateTime } from "@/lib/core/format";
import { POST_STATUS_LABEL } from "@/lib/posts/copy";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { DataTable, type Column } from "@/components/admin/kit/data-table";
import { ImportedBadge } from "@/components/admin/kit/imported-badge";

type PostRow = PostDto & { imported: boolean };

const COLUMNS: Column<PostRow>[] = [
  {
    header: "Title",
    cell: (post) => (
      <>
        {post.title}
        {post.imported && <ImportedBadge />}
      </>
    ),
    className: "font-medium",
  },
  {
    header: "Status",
    lead: true,
    cell: (post) => (
      <>
        {POST_STATUS_LABEL[post.status]}
        {post.status === "scheduled" && post.publishAt && (
          <span className="block text-xs text-gray-600">{formatDateTime(post.publishAt)}</span>
        )}
      </>
    ),
  },
  { header: "Author", cell: (post) => post.author },
  { header: "Date", cell: (post) => formatDate(post.createdAt) },
];

export function PostsTable({ posts }: { posts: PostRow[] }) {
  return (
    <DataTable
      rows={posts}
      rowKey={(post) => post.id}
      columns={COLUMNS}
      empty="No posts found."
      actions={(post) => (
        <>
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
        </>
      )}
    />
  );
}
