"use client";
// The card's comments count and View Comments dialog. The first page of comments loads when the dialog first opens,
// "Load more comments" adds the next; adding or deleting updates the open list and the count without a reload.
import { lazy, Suspense, useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";
import type { SongCommentDto, SongCommentPage } from "@/lib/songs/songs";
import { Modal } from "@/components/ui/modal";
import { appendPage, usePagedList } from "@/components/ui/use-paged-list";

// The form (react-hook-form and its schema) loads when a dialog first opens, not with the songs page.
const SongCommentForm = lazy(() => import("./song-comment-form").then((m) => ({ default: m.SongCommentForm })));

type Props = { slug: string; title: string; initialCount: number };

export function SongComments({ slug, title, initialCount }: Props) {
  const [open, setOpen] = useState(false);
  const list = usePagedList<SongCommentPage>(null, (page) => `/songs/${slug}/comments?page=${page}`);
  const { data, setData, loading, failed } = list;
  const count = data?.total ?? initialCount;
  const comments = data?.comments;
  // The gallery page is the same cached page for everyone; the comments answer says whether this caller may delete.
  const isAdmin = data?.canModerate === true;

  function openDialog() {
    setOpen(true);
    if (!data) void list.load(1);
  }

  const loadMore = () =>
    data &&
    list.load(data.page + 1, (current, next) => ({
      ...next,
      comments: appendPage(current?.comments ?? [], next.comments),
    }));

  function added(comment: SongCommentDto) {
    setData((d) => ({
      page: 1,
      totalPages: 1,
      ...d,
      comments: [...(d?.comments ?? []), comment],
      total: (d?.total ?? initialCount) + 1,
    }));
  }

  async function remove(comment: SongCommentDto) {
    try {
      await apiFetch(`/songs/${slug}/comments/${comment.id}`, { method: "DELETE" });
      setData(
        (d) => d && { ...d, comments: d.comments.filter((c) => c.id !== comment.id), total: Math.max(0, d.total - 1) },
      );
      toast.success("Comment deleted!");
    } catch (error) {
      toast.error(messageOr(error, "Failed to delete the comment."));
    }
  }

  return (
    <div className="flex items-center gap-2">
      <span data-testid="comments-count">
        {count} {count === 1 ? "comment" : "comments"}
      </span>
      <button
        type="button"
        onClick={openDialog}
        className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
      >
        View Comments
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Comments on ${title}`}>
        {failed && !comments ? (
          <p role="alert" className="text-red-700">
            Failed to load comments.
          </p>
        ) : !comments ? (
          <p role="status">Loading comments...</p>
        ) : comments.length === 0 ? (
          <p className="text-gray-600">No comments yet.</p>
        ) : (
          <ul aria-label="Comments" aria-busy={loading} className="flex max-h-72 flex-col gap-3 overflow-y-auto">
            {comments.map((c) => (
              <li key={c.id} className="flex items-start justify-between gap-3 rounded-md bg-gray-50 p-3">
                <div>
                  <p className="font-semibold">{c.username || "Anonymous"}</p>
                  <p className="whitespace-pre-line break-words">{c.text}</p>
                </div>
                {isAdmin && (
                  <button
                    type="button"
                    onClick={() => remove(c)}
                    aria-label={`Delete comment by ${c.username || "Anonymous"}`}
                    className="rounded p-1 text-red-700 hover:bg-red-50"
                  >
                    <TrashIcon />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {data && comments && comments.length < data.total && data.page < data.totalPages && (
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            className="self-start text-sm font-semibold underline disabled:opacity-60"
          >
            {loading ? "Loading comments..." : "Load more comments"}
          </button>
        )}
        {failed && comments && (
          <p role="alert" className="text-sm text-red-700">
            Failed to load comments.
          </p>
        )}
        <Suspense fallback={<p role="status">Loading...</p>}>
          <SongCommentForm slug={slug} onAdded={added} />
        </Suspense>
      </Modal>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
