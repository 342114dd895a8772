// GET /mnb/api/style-spotlight/comments?page&limit&spotlightId – a page of comments with their replies, newest first (public)
import { withApi } from "@/lib/api/handler";
import { listSpotlightComments } from "@/lib/data/spotlight-comments";
import { limitSchema, pageSchema, SPOTLIGHT_COMMENTS_PAGE_SIZE } from "@/lib/validations/spotlight";

// Fresh, not cached: the page's client reloads from here right after a write.
export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  return listSpotlightComments(
    pageSchema.parse(query.get("page") ?? 1),
    limitSchema(SPOTLIGHT_COMMENTS_PAGE_SIZE).parse(query.get("limit") ?? undefined),
    query.get("spotlightId") || null,
  );
});
