"use client";
// The page-wide comment section: the first page comes from the server, later pages from the API (5 per page).
// Posting puts the new comment at the top; a reply or a reaction swaps in the version the server answers.
import { useMemo, useState } from "react";
import type { SpotlightCommentDto, SpotlightCommentPage, SpotlightReplyDto } from "@/lib/spotlights/comments";
import { lastPage } from "@/lib/db/paging";
import type { SpotlightOption } from "@/lib/spotlights/spotlights";
import { SPOTLIGHT_COMMENTS_PAGE_SIZE } from "@/lib/spotlights/sizes";
import { Pager } from "@/components/ui/pager";
import { usePagedList } from "@/components/ui/use-paged-list";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

type Props = { initial: SpotlightCommentPage; spotlights: SpotlightOption[] };

export function SpotlightComments({ initial, spotlights }: Props) {
  const list = usePagedList(
    initial,
    (page) => `/style-spotlight/comments?page=${page}&limit=${SPOTLIGHT_COMMENTS_PAGE_SIZE}`,
  );
  const { setData, loading, failed } = list;
  const data = list.data ?? initial;
  // At most one reply form is open; opening another closes the first.
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const names = useMemo(() => new Map(spotlights.map((s) => [s.id, s.name])), [spotlights]);

  function load(page: number) {
    setReplyingTo(null);
    return list.load(page);
  }

  function added(comment: SpotlightCommentDto) {
    if (data.page !== 1) return void load(1);
    setData((d) => {
      const current = d ?? initial;
      const total = current.total + 1;
      const comments = [comment, ...current.comments.filter((c) => c.id !== comment.id)].slice(
        0,
        SPOTLIGHT_COMMENTS_PAGE_SIZE,
      );
      return { ...current, comments, total, totalPages: lastPage(total, SPOTLIGHT_COMMENTS_PAGE_SIZE) };
    });
  }

  function replaceComment(comment: SpotlightCommentDto) {
    setData((d) => d && { ...d, comments: d.comments.map((c) => (c.id === comment.id ? comment : c)) });
  }

  function replied(comment: SpotlightCommentDto) {
    replaceComment(comment);
    setReplyingTo(null);
  }

  function replaceReply(reply: SpotlightReplyDto) {
    setData(
      (d) =>
        d && {
          ...d,
          comments: d.comments.map((c) => ({ ...c, replies: c.replies.map((r) => (r.id === reply.id ? reply : r)) })),
        },
    );
  }

  return (
    <section aria-labelledby="spotlight-comments-heading" className="mt-16 border-t border-gray-200 pt-8">
      <h2 id="spotlight-comments-heading" className="mb-4 font-serif text-2xl font-bold">
        Comments ({data.total})
      </h2>
      <CommentForm spotlights={spotlights} onAdded={added} />
      {failed && (
        <p role="alert" className="mt-6 text-red-700">
          Failed to load comments
        </p>
      )}
      {data.comments.length === 0 ? (
        <p className="mt-6 text-gray-600">No comments yet. Be the first!</p>
      ) : (
        <ul
          className="mt-6 flex flex-col gap-4"
          aria-busy={loading}
          aria-label="Comments"
          data-testid="spotlight-comment-list"
        >
          {data.comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              about={c.spotlightId ? names.get(c.spotlightId) : undefined}
              replying={replyingTo === c.id}
              onToggleReply={() => setReplyingTo((open) => (open === c.id ? null : c.id))}
              onChanged={replaceComment}
              onReplied={replied}
              onReplyChanged={replaceReply}
            />
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
    </section>
  );
}
