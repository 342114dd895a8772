"use client";
// The paginated reviews list (5 per page) with likes and dislikes; the first page arrives server-rendered.
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api";
import type { ReviewDto, ReviewPage } from "@/lib/data/reviews";
import { ReviewCard } from "./review-card";

type Props = { data: ReviewPage; loading: boolean; failed: boolean; onPage: (page: number) => void; onChange: (review: ReviewDto) => void };

export function ReviewList({ data, loading, failed, onPage, onChange }: Props) {
  async function reactTo(review: ReviewDto, type: "like" | "dislike") {
    try {
      onChange(await apiFetch<ReviewDto>(`/contacts/${review.id}/reaction`, { method: "PATCH", json: { type } }));
    } catch {
      toast.error("Could not save your reaction.");
    }
  }

  return (
    <section aria-labelledby="review-list-heading">
      <h2 id="review-list-heading" className="font-serif text-2xl font-bold">Reviews ({data.total})</h2>
      {failed ? (
        <p role="alert" className="mt-4 text-red-700">Failed to load reviews.</p>
      ) : data.reviews.length === 0 ? (
        <p className="mt-4 text-gray-600">No reviews yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" aria-busy={loading} data-testid="review-list">
          {data.reviews.map((r) => (
            <ReviewCard key={r.id} review={r}>
              <div className="mt-2 flex gap-3 text-sm">
                <button type="button" onClick={() => reactTo(r, "like")} aria-label={`Like review by ${r.name}`} className="rounded px-2 py-1 hover:bg-gray-100">
                  👍 <span>{r.likes}</span>
                </button>
                <button type="button" onClick={() => reactTo(r, "dislike")} aria-label={`Dislike review by ${r.name}`} className="rounded px-2 py-1 hover:bg-gray-100">
                  👎 <span>{r.dislikes}</span>
                </button>
              </div>
            </ReviewCard>
          ))}
        </ul>
      )}
      {data.totalPages > 1 && (
        <nav aria-label="Review pages" className="mt-4 flex items-center gap-4">
          <button type="button" disabled={data.page <= 1 || loading} onClick={() => onPage(data.page - 1)} className="underline disabled:opacity-40">Prev</button>
          <span>Page {data.page} of {data.totalPages}</span>
          <button type="button" disabled={data.page >= data.totalPages || loading} onClick={() => onPage(data.page + 1)} className="underline disabled:opacity-40">Next</button>
        </nav>
      )}
    </section>
  );
}
