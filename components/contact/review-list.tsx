"use client";
// The paginated reviews list (5 per page) with likes and dislikes; the first page arrives server-rendered.
import type { ReviewDto, ReviewPage } from "@/lib/reviews/reviews";
import { Pager } from "@/components/ui/pager";
import { ReactionButtons } from "@/components/ui/reaction-buttons";
import { ReviewCard } from "./review-card";

type Props = {
  data: ReviewPage;
  loading: boolean;
  failed: boolean;
  onPage: (page: number) => void;
  onChange: (review: ReviewDto) => void;
};

export function ReviewList({ data, loading, failed, onPage, onChange }: Props) {
  return (
    <section aria-labelledby="review-list-heading">
      <h2 id="review-list-heading" className="font-serif text-2xl font-bold">
        Reviews ({data.total})
      </h2>
      {failed ? (
        <p role="alert" className="mt-4 text-red-700">
          Failed to load reviews.
        </p>
      ) : data.reviews.length === 0 ? (
        <p className="mt-4 text-gray-600">No reviews yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" aria-busy={loading} data-testid="review-list">
          {data.reviews.map((r) => (
            <ReviewCard key={r.id} review={r}>
              <div className="mt-2 flex gap-3 text-sm">
                <ReactionButtons
                  path={`/contacts/${r.id}/reaction`}
                  label={`review by ${r.name}`}
                  likes={r.likes}
                  dislikes={r.dislikes}
                  onUpdated={onChange}
                />
              </div>
            </ReviewCard>
          ))}
        </ul>
      )}
      {data.totalPages > 1 && (
        <Pager
          label="Review pages"
          page={data.page}
          totalPages={data.totalPages}
          busy={loading}
          onPage={onPage}
          className="mt-4"
        />
      )}
    </section>
  );
}
