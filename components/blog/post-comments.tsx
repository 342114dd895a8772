"use client";
// Comments under a post: paginated list (5 per page), like/dislike, and the comment form.
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, messageOr } from "@/lib/client/api";
import type { CommentPage, PostCommentDto } from "@/lib/data/post-comments";
import { Stars } from "@/components/ui/star-rating";
import { CommentForm } from "./comment-form";
import { formatDate } from "@/lib/format";

export function PostComments({ slug, initial }: { slug: string; initial: CommentPage }) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);

  async function load(page: number) {
    setLoading(true);
    try {
      setData(await apiFetch<CommentPage>(`/posts/${slug}/comments?page=${page}`));
    } catch (error) {
      toast.error(messageOr(error, "Failed to load comments"));
    } finally {
      setLoading(false);
    }
  }

  async function reactTo(comment: PostCommentDto, type: "like" | "dislike") {
    try {
      const updated = await apiFetch<PostCommentDto>(`/post-comment/${comment.id}/reaction`, { method: "PATCH", json: { type } });
      setData((d) => ({ ...d, comments: d.comments.map((c) => (c.id === updated.id ? updated : c)) }));
    } catch (error) {
      toast.error(messageOr(error, "Could not save your reaction."));
    }
  }

  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-gray-200 pt-8">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold">
        Comments ({data.total})
      </h2>
      {data.averageRating !== null && (
        <p className="mt-1 text-sm text-gray-600">
          Average rating <Stars value={data.averageRating} /> {data.averageRating.toFixed(1)}
        </p>
      )}
      {data.comments.length === 0 ? (
        <p className="mt-4 text-gray-600">No comments yet. Be the first!</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" aria-busy={loading} data-testid="comment-list">
          {data.comments.map((c) => (
            <li key={c.id} className="rounded-md border border-gray-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{c.name}</p>
                <Stars value={c.rating} />
              </div>
              <p className="text-xs text-gray-500"><time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time></p>
              <p className="mt-2 whitespace-pre-line">{c.text}</p>
              <div className="mt-2 flex gap-3 text-sm">
                <button type="button" onClick={() => reactTo(c, "like")} aria-label={`Like comment by ${c.name}`} className="rounded px-2 py-1 hover:bg-gray-100">
                  👍 <span>{c.likes}</span>
                </button>
                <button type="button" onClick={() => reactTo(c, "dislike")} aria-label={`Dislike comment by ${c.name}`} className="rounded px-2 py-1 hover:bg-gray-100">
                  👎 <span>{c.dislikes}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.totalPages > 1 && (
        <nav aria-label="Comment pages" className="mt-4 flex items-center gap-4">
          <button type="button" disabled={data.page <= 1 || loading} onClick={() => load(data.page - 1)} className="underline disabled:opacity-40">Prev</button>
          <span>Page {data.page} of {data.totalPages}</span>
          <button type="button" disabled={data.page >= data.totalPages || loading} onClick={() => load(data.page + 1)} className="underline disabled:opacity-40">Next</button>
        </nav>
      )}
      <CommentForm slug={slug} onAdded={() => load(1)} />
    </section>
  );
}
