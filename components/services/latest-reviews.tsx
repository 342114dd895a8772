import Link from "@/components/ui/link";
import type { ReviewDto } from "@/lib/reviews/reviews";
import { ReviewCard } from "@/components/contact/review-card";

export function LatestReviews({ reviews }: { reviews: ReviewDto[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="reviews-heading" className="font-serif text-3xl font-bold">
        What our clients say
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-4 text-gray-600">No reviews yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
      <Link href="/contact" className="mt-6 inline-block font-semibold text-brand-dark underline hover:text-ink">
        Read all reviews or leave your own
      </Link>
    </section>
  );
}
