// GET  /mnb/api/contacts?page=n – a page of 5 reviews, newest first, without emails (public)
// POST /mnb/api/contacts – leave a review { name, email, message, rating? } (public)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { createReview, listReviews } from "@/lib/data/reviews";
import { pageSchema } from "@/lib/validations/comment";
import { reviewSchema } from "@/lib/validations/review";

// Fresh reads: the review form reloads page 1 right after posting.
export const GET = withApi(async ({ req }) => listReviews(pageSchema.parse(new URL(req.url).searchParams.get("page") ?? 1)));

export const POST = withApi(async ({ req }) => created(await createReview(await readJson(req, reviewSchema))));
