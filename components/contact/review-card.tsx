import type { ReactNode } from "react";
import type { ReviewDto } from "@/lib/reviews/reviews";
import { Stars } from "@/components/ui/star-rating";
import { formatDate } from "@/lib/core/format";

/** One review: name, date, stars (capped by lib/reviews) and message. Never the reviewer's email. */
export function ReviewCard({ review, children }: { review: ReviewDto; children?: ReactNode }) {
  return (
    <li className="rounded-md border border-gray-200 bg-white p-4" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.name}</p>
        <Stars value={review.rating} />
      </div>
      <p className="text-xs text-gray-500">
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line">{review.message}</p>
      {children}
    </li>
  );
}
