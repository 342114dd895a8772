"use client";
// The review form and the list it feeds: a new review reloads page 1, where it is now the newest.
import type { ReviewDto, ReviewPage } from "@/lib/reviews/reviews";
import { usePagedList } from "@/components/ui/use-paged-list";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

export function ContactReviews({ initial }: { initial: ReviewPage }) {
  const { data, setData, loading, failed, load } = usePagedList(initial, (page) => `/contacts?page=${page}`, {
    // Keep the page we tried so Prev/Next still lead somewhere sensible.
    onError: (_error, page) => setData((d) => d && { ...d, page }),
  });

  const replace = (review: ReviewDto) =>
    setData((d) => d && { ...d, reviews: d.reviews.map((r) => (r.id === review.id ? review : r)) });

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ReviewForm onAdded={() => load(1)} />
      <ReviewList data={data ?? initial} loading={loading} failed={failed} onPage={load} onChange={replace} />
    </div>
  );
}
