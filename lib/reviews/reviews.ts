// Reviews from the contact page: persisted, paginated 5 per page, newest first. Reviewers' emails are stored for the
// team only and never returned.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { capRating } from "@/lib/core/rating";
import type { ReactionInput } from "@/lib/reactions";
import { REVIEWS_PAGE_SIZE, type Review } from "@/lib/reviews/schema";
import { react } from "@/lib/reactions";
import { bounded, cachedFor, expire, TAGS } from "@/lib/cache";
import { pageOf, pageWindow, type PageMeta } from "@/lib/db/paging";
import { assertNotBanned } from "@/lib/moderation";

const reviewSelect = {
  id: true,
  name: true,
  message: true,
  rating: true,
  likes: true,
  dislikes: true,
  createdAt: true,
} as const;

export type ReviewDto = {
  _id: string;
  id: string;
  name: string;
  message: string;
  rating: number;
  likes: number;
  dislikes: number;
  createdAt: string;
};
export type ReviewPage = PageMeta & { reviews: ReviewDto[] };

const toDto = (
  r: { id: string; createdAt: Date; rating: number } & Omit<ReviewDto, "_id" | "id" | "createdAt" | "rating">,
): ReviewDto => ({
  ...r,
  _id: r.id,
  rating: capRating(r.rating),
  createdAt: r.createdAt.toISOString(),
});

async function readReviews(page: number): Promise<ReviewPage> {
  const [total, rows] = await Promise.all([
    db.review.count(),
    db.review.findMany({
      select: reviewSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, REVIEWS_PAGE_SIZE),
    }),
  ]);
  return { reviews: rows.map(toDto), ...pageOf(total, page, REVIEWS_PAGE_SIZE) };
}
async function cachedReviews(page: number): Promise<ReviewPage> {
  "use cache";
  cachedFor(TAGS.reviews);
  return readReviews(page);
}
/** A page of reviews, newest first (the first page is rendered into /contact and /service). */
export const listReviews = bounded(cachedReviews, readReviews);

/** The spec's GET /contacts without paging: the newest reviews as a plain list (capped). */
export async function listRecentReviews(limit = 500): Promise<ReviewDto[]> {
  "use cache";
  cachedFor(TAGS.reviews);
  const rows = await db.review.findMany({
    select: reviewSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toDto);
}

/** A rating of the site: a banned commenter is refused like on every write path (reviews wait in no queue). */
export async function createReview(input: Review, visitorId: string | null): Promise<ReviewDto> {
  await assertNotBanned({ email: input.email, visitorId });
  const review = await db.review.create({
    data: { name: input.name, email: input.email, message: input.message, rating: input.rating },
    select: reviewSelect,
  });
  expire(TAGS.reviews);
  return toDto(review);
}

export async function reactToReview(id: string, visitor: string, input: ReactionInput): Promise<ReviewDto> {
  await assertNotBanned({ visitorId: visitor });
  if (!(await db.review.findUnique({ where: { id }, select: { id: true } })))
    throw new AppError("not_found", "Review not found.");
  await react("REVIEW", id, visitor, input.type === "like" ? "LIKE" : "DISLIKE");
  expire(TAGS.reviews);
  return toDto(await db.review.findUniqueOrThrow({ where: { id }, select: reviewSelect }));
}
