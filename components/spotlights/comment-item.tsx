"use client";
// One comment: who, stars, when, what it is about, reactions, its replies (the first page comes with the comment,
// "Show more replies" reads the next) and (when open) the reply form.
import type { SpotlightCommentDto, SpotlightReplyDto, SpotlightReplyPage } from "@/lib/spotlights/comments";
import { Stars } from "@/components/ui/star-rating";
import { ReactionButtons } from "@/components/ui/reaction-buttons";
import { appendPage, usePagedList } from "@/components/ui/use-paged-list";
import { formatDate } from "@/lib/core/format";
import { lazy, Suspense } from "react";

// The reply form (react-hook-form) loads when a reply is first opened.
const ReplyForm = lazy(() => import("./reply-form").then((m) => ({ default: m.ReplyForm })));

type Props = {
  comment: SpotlightCommentDto;
  about?: string;
  replying: boolean;
  onToggleReply: () => void;
  onChanged: (comment: SpotlightCommentDto) => void;
  onReplied: (comment: SpotlightCommentDto) => void;
  onReplyChanged: (reply: SpotlightReplyDto) => void;
};

const oldestFirst = (a: SpotlightReplyDto, b: SpotlightReplyDto) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function CommentItem({ comment, about, replying, onToggleReply, onChanged, onReplied, onReplyChanged }: Props) {
  const formId = `reply-form-${comment.id}`;
  const later = usePagedList<SpotlightReplyPage>(
    null,
    (page) => `/style-spotlight/comment/${comment.id}/replies?page=${page}`,
  );
  // The comment brings the first page of replies (and, after replying, the new one); later pages are read here.
  const replies = appendPage(comment.replies, later.data?.replies ?? []).sort(oldestFirst);
  const hasMore = replies.length < comment.repliesCount;

  const showMore = () =>
    later.load((later.data?.page ?? 1) + 1, (current, next) => ({
      ...next,
      replies: appendPage(current?.replies ?? [], next.replies),
    }));

  function replyChanged(reply: SpotlightReplyDto) {
    later.setData((d) => d && { ...d, replies: d.replies.map((r) => (r.id === reply.id ? reply : r)) });
    onReplyChanged(reply);
  }

  return (
    <li className="rounded-md border border-gray-200 p-4">
      <article aria-label={`Comment by ${comment.name}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">{comment.name}</p>
          <Stars value={comment.rating} />
        </div>
        <p className="text-xs text-gray-500">
          <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
          {about && <> · About {about}</>}
        </p>
        <p className="mt-2 whitespace-pre-line">{comment.content}</p>
        <div className="mt-2 flex flex-wrap gap-3 text-sm">
          <ReactionButtons
            path={`/style-spotlight/comment/${comment.id}/reaction`}
            label={`comment by ${comment.name}`}
            likes={comment.likes}
            dislikes={comment.dislikes}
            onUpdated={onChanged}
          />
          <button
            type="button"
            onClick={onToggleReply}
            aria-expanded={replying}
            aria-controls={replying ? formId : undefined}
            className="rounded px-2 py-1 font-semibold hover:bg-gray-100"
          >
            Reply
          </button>
        </div>
        {replies.length > 0 && (
          <ul
            aria-label={`Replies to ${comment.name}`}
            aria-busy={later.loading}
            className="mt-3 flex flex-col gap-3 border-l-2 border-gray-200 pl-4"
          >
            {replies.map((r) => (
              <li key={r.id}>
                <p className="text-sm font-semibold">
                  {r.name}{" "}
                  <time dateTime={r.createdAt} className="text-xs font-normal text-gray-500">
                    {formatDate(r.createdAt)}
                  </time>
                </p>
                <p className="whitespace-pre-line text-sm">{r.content}</p>
                <div className="mt-1 flex gap-3 text-sm">
                  <ReactionButtons
                    path={`/style-spotlight/reply/${r.id}/reaction`}
                    label={`reply by ${r.name}`}
                    likes={r.likes}
                    dislikes={r.dislikes}
                    onUpdated={replyChanged}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <button
            type="button"
            onClick={showMore}
            disabled={later.loading}
            className="mt-2 text-sm font-semibold underline disabled:opacity-60"
          >
            {later.loading ? "Loading replies..." : `Show more replies (${comment.repliesCount - replies.length})`}
          </button>
        )}
        {later.failed && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Failed to load replies.
          </p>
        )}
        {replying && (
          <Suspense fallback={<p role="status">Loading...</p>}>
            <ReplyForm id={formId} comment={comment} onReplied={onReplied} onCancel={onToggleReply} />
          </Suspense>
        )}
      </article>
    </li>
  );
}
