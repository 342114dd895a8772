// Manage Spotlight's comments card (server-rendered): the Style Spotlight page's comments, newest first, optionally only
// those about one spotlight (?about=id), paged with ?cpage=n; each deletable after confirmation, and all of them at once
// behind a warning that it cannot be undone.
import Link from "next/link";
import type { SpotlightCommentPage } from "@/lib/spotlights/comments";
import { formatDate } from "@/lib/core/format";
import { AdminCard } from "@/components/admin/kit/admin-section";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";

type Props = {
  comments: SpotlightCommentPage;
  /** Spotlight names by id, to say what a comment is about. */
  names: Record<string, string>;
  about: string | null;
  /** This screen's address with these query values changed. */
  href: (query: Record<string, string>) => string;
};

const ALL_WARNING =
  "This deletes every comment on the Style Spotlight page, about any spotlight, with all their replies and reactions. This cannot be undone.";

export function SpotlightComments({ comments, names, about, href }: Props) {
  const aboutName = about ? (names[about] ?? "an unknown spotlight") : null;
  return (
    <div id="spotlight-comments" className="scroll-mt-4">
      <AdminCard id="spotlight-comments-heading" title={aboutName ? `Comments about ${aboutName}` : "Comments"}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-gray-600">
            {comments.total === 1 ? "1 comment" : `${comments.total} comments`}
            {about && (
              <>
                {" "}
                ·{" "}
                <Link href={href({ about: "", cpage: "" })} className="text-brand-dark underline">
                  Show all comments
                </Link>
              </>
            )}
          </p>
          <ConfirmDelete
            path="/style-spotlight/comments"
            name="all comments"
            label="Delete all comments"
            warning={ALL_WARNING}
            success="All comments deleted successfully"
            failure="Failed to delete all comments"
            className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          />
        </div>
        {comments.comments.length === 0 ? (
          <p>No comments yet.</p>
        ) : (
          <ul aria-label="Spotlight comments" className="flex flex-col divide-y">
            {comments.comments.map((c) => (
              <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-gray-600">
                    <span className="font-semibold text-ink">{c.name}</span> · {c.rating}/5 · {formatDate(c.createdAt)}
                    {c.spotlightId && <> · about {names[c.spotlightId] ?? "a deleted spotlight"}</>}
                  </p>
                  <p className="mt-1 whitespace-pre-line">{c.content}</p>
                  <p className="mt-1 text-sm text-gray-600">
                    {c.repliesCount === 1 ? "1 reply" : `${c.repliesCount} replies`} · {c.likes} likes · {c.dislikes}{" "}
                    dislikes
                  </p>
                </div>
                <ConfirmDelete
                  path={`/style-spotlight/comment/${c.id}`}
                  name={`comment by ${c.name}`}
                  warning="Its replies and reactions go with it. This cannot be undone."
                  success="Comment deleted successfully"
                  failure="Failed to delete comment"
                />
              </li>
            ))}
          </ul>
        )}
        {comments.totalPages > 1 && (
          <nav aria-label="Comment pages" className="mt-4 flex items-center justify-center gap-4">
            {comments.page > 1 ? (
              <Link href={href({ cpage: String(comments.page - 1) })} className="underline">
                Prev
              </Link>
            ) : (
              <span aria-hidden className="text-gray-400">
                Prev
              </span>
            )}
            <span>
              Page {comments.page} of {comments.totalPages}
            </span>
            {comments.page < comments.totalPages ? (
              <Link href={href({ cpage: String(comments.page + 1) })} className="underline">
                Next
              </Link>
            ) : (
              <span aria-hidden className="text-gray-400">
                Next
              </span>
            )}
          </nav>
        )}
      </AdminCard>
    </div>
  );
}
