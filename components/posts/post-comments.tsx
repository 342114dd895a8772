"use client";
// Comments under a post: paginated list (5 per page), like/dislike, and the comment form.
import { toast } from "@/components/ui/toast";
import { messageOr } from "@/lib/api/client";
import type { CommentPage, PostCommentDto } from "@/lib/posts/comments";
import { Stars } from "@/components/ui/star-rating";
import { Pager } from "@/components/ui/pager";
import { ReactionButtons } from "@/components/ui/reaction-buttons";
import { usePagedList } from "@/components/ui/use-paged-list";
import { formatDate } from "@/lib/core/format";
import { CommentForm } from "./comment-form";

export function PostComments({ slug, initial }: { slug: string; initial: CommentPage }) {
  const {
    data: current,
    setData,
    loading,
    load,
  } = usePagedList(initial, (page) => `/posts/${slug}/comments?page=${page}`, {
    onError: (error) => toast.error(messageOr(error, "Failed to load comments")),
  });
  const data = current ?? initial;
  const replace = (updated: PostCommentDto) =>
    setData((d) => d && { ...d, comments: d.comments.map((c) => (c.id === updated.id ? updated : c)) });

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
              <p className="text-xs text-gray-500">
                <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
              </p>
              <p className="mt-2 whitespace-pre-line">{c.text}</p>
              <div className="mt-2 flex gap-3 text-sm">
                <ReactionButtons
                  path={`/post-comment/${c.id}/reaction`}
                  label={`comment by ${c.name}`}
                  likes={c.likes}
                  dislikes={c.dislikes}
                  onUpdated={replace}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.totalPages > 1 && (
        <Pager
          label="Comment pages"
          page={data.page}
          totalPages={data.totalPages}
          busy={loading}
          onPage={load}
          className="mt-4"
        />
      )}
      <CommentForm slug={slug} onAdded={() => load(1)} />
    </section>
  );
}
