// GET /mnb/api/style-spotlight/comments?page&limit&spotlightId – a page of comments with their replies, newest first (public)
import { withApi } from "@/lib/api/handler";
import { listSpotlightComments } from "@/lib/data/spotlight-comments";
import { pageQuery } from "@/lib/validations/basics";
import { SPOTLIGHT_COMMENTS_PAGE_SIZE } from "@/lib/validations/spotlight";

// Fresh, not cached: the page's client reloads from here right after a write.
export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const { page, limit } = pageQuery(SPOTLIGHT_COMMENTS_PAGE_SIZE).parse(Object.fromEntries(query));
  return listSpotlightComments(page, limit, query.get("spotlightId") || null);
});
