"use client";
// One comment: who, stars, when, what it is about, reactions, its replies and (when open) the reply form.
import type { SpotlightCommentDto, SpotlightReplyDto } from "@/lib/data/spotlight-comments";
import { Stars } from "@/components/ui/star-rating";
import { formatDate } from "@/lib/format";
import { ReactionButtons } from "./reaction-buttons";
import { ReplyForm } from "./reply-form";

type Props = {
  comment: SpotlightCommentDto;
  about?: string;
  replying: boolean;
  onToggleReply: () => void;
  onChanged: (comment: SpotlightCommentDto) => void;
  onReplied: (comment: SpotlightCommentDto) => void;
  onReplyChanged: (reply: SpotlightReplyDto) => void;
};

export function CommentItem({ comment, about, replying, onToggleReply, onChanged, onReplied, onReplyChanged }: Props) {
  const formId = `reply-form-${comment.id}`;
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
          <button type="button" onClick={onToggleReply} aria-expanded={replying} aria-controls={replying ? formId : undefined} className="rounded px-2 py-1 font-semibold hover:bg-gray-100">
            Reply
          </button>
        </div>
        {comment.replies.length > 0 && (
          <ul aria-label={`Replies to ${comment.name}`} className="mt-3 flex flex-col gap-3 border-l-2 border-gray-200 pl-4">
            {comment.replies.map((r) => (
              <li key={r.id}>
                <p className="text-sm font-semibold">
                  {r.name} <time dateTime={r.createdAt} className="text-xs font-normal text-gray-500">{formatDate(r.createdAt)}</time>
                </p>
                <p className="whitespace-pre-line text-sm">{r.content}</p>
                <div className="mt-1 flex gap-3 text-sm">
                  <ReactionButtons path={`/style-spotlight/reply/${r.id}/reaction`} label={`reply by ${r.name}`} likes={r.likes} dislikes={r.dislikes} onUpdated={onReplyChanged} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {replying && <ReplyForm id={formId} comment={comment} onReplied={onReplied} onCancel={onToggleReply} />}
      </article>
    </li>
  );
}
