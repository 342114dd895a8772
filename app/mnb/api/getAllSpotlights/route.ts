// GET /mnb/api/getAllSpotlights?category=male|female&page&limit – spotlights with their ratings, newest first (public)
import { withApi } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/body";
import { listAllSpotlights, listSpotlights } from "@/lib/spotlights/spotlights";
import { pageQuery } from "@/lib/core/form-basics";
import { categorySchema, SPOTLIGHTS_MAX_LIMIT, SPOTLIGHTS_PAGE_SIZE } from "@/lib/spotlights/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles } from "@/lib/api/old-client";

// Without page or limit the answer is the plain array of every spotlight (of the category) the spec's clients read. A
// client re-reading right after posting a rated comment sees the new average: that write expires the spotlight lists.
export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const category = parseWith(categorySchema, query.get("category") ?? undefined);
  if (!query.has("page") && !query.has("limit")) return (await listAllSpotlights(category)).map(withAbsoluteFiles);
  const { page, limit } = pageQuery(SPOTLIGHTS_PAGE_SIZE, SPOTLIGHTS_MAX_LIMIT).parse(Object.fromEntries(query));
  const list = await listSpotlights(category, page, limit);
  return { ...list, spotlights: list.spotlights.map(withAbsoluteFiles) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllSpotlights");
