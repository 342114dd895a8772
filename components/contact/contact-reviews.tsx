"use client";
// The review form and the list it feeds: a new review reloads page 1, where it is now the newest.
import { useState } from "react";
import { apiFetch } from "@/lib/client/api";
import type { ReviewDto, ReviewPage } from "@/lib/data/reviews";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

export function ContactReviews({ initial }: { initial: ReviewPage }) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load(page: number) {
    setLoading(true);
    try {
      setData(await apiFetch<ReviewPage>(`/contacts?page=${page}`));
      setFailed(false);
    } catch {
      // Keep the page we tried so Prev/Next still lead somewhere sensible.
      setData((d) => ({ ...d, page }));
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  const replace = (review: ReviewDto) => setData((d) => ({ ...d, reviews: d.reviews.map((r) => (r.id === review.id ? review : r)) }));

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ReviewForm onAdded={() => load(1)} />
      <ReviewList data={data} loading={loading} failed={failed} onPage={load} onChange={replace} />
    </div>
  );
}
