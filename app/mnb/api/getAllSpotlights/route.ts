// GET /mnb/api/getAllSpotlights?category=male|female&page&limit – spotlights with their ratings, newest first (public)
import { withApi } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/body";
import { listSpotlights, MAX_SPOTLIGHTS } from "@/lib/data/spotlights";
import { categorySchema, limitSchema, pageSchema, SPOTLIGHTS_PAGE_SIZE } from "@/lib/validations/spotlight";

// Without page or limit the answer is the plain array of every spotlight (of the category) the spec's clients read.
// Fresh, not cached: a client re-reads right after posting a rated comment and must see the new average.
export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const category = parseWith(categorySchema, query.get("category") ?? undefined);
  const paged = query.has("page") || query.has("limit");
  const limit = paged ? limitSchema(SPOTLIGHTS_PAGE_SIZE, 60).parse(query.get("limit") ?? undefined) : MAX_SPOTLIGHTS;
  const result = await listSpotlights(category, paged ? pageSchema.parse(query.get("page") ?? 1) : 1, limit);
  return paged ? result : result.spotlights;
});
