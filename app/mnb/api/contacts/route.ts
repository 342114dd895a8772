// GET  /mnb/api/contacts – the newest reviews as a list (the old clients' shape), without emails (public)
// GET  /mnb/api/contacts?page=n – a page of 5 reviews { reviews, page, totalPages, total }
// POST /mnb/api/contacts – leave a review { name, email, message, rating? } (public)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { visitorId } from "@/lib/http/visitor";
import { createReview, listRecentReviews, listReviews } from "@/lib/reviews/reviews";
import { pageParam } from "@/lib/core/form-basics";
import { reviewSchema } from "@/lib/reviews/schema";
import { otherMethods } from "@/lib/api/not-allowed";

// Fresh reads: the review form reloads page 1 right after posting.
export const GET = withApi(async ({ req }) => {
  const page = new URL(req.url).searchParams.get("page");
  return page === null ? listRecentReviews() : listReviews(pageParam.parse(page));
});

export const POST = withApi(
  async ({ req }) => created(await createReview(await readJson(req, reviewSchema), await visitorId())),
  {
    throttle: "review",
  },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/contacts");
