// GET /mnb/api/style-spotlight/comments[?spotlightId] – the newest comments with their replies as a list (the old clients' shape; public)
// GET /mnb/api/style-spotlight/comments?page&limit[&spotlightId] – a page { comments, page, totalPages, total }
// DELETE /mnb/api/style-spotlight/comments – delete every comment with its replies and their reactions (admin)
import { withAdmin, withApi } from "@/lib/api/handler";
import { deleteAllSpotlightComments, listSpotlightComments } from "@/lib/spotlights/comments";
import { pageQuery } from "@/lib/core/form-basics";
import { SPOTLIGHT_COMMENTS_PAGE_SIZE } from "@/lib/spotlights/schema";
import { otherMethods } from "@/lib/api/not-allowed";

// The old client maps the answer as an array (it crashed on the paged object); the list is capped like GET /contacts.
const MAX_LISTED_COMMENTS = 500;

// Fresh, not cached: the page's client reloads from here right after a write.
export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const spotlightId = query.get("spotlightId") || null;
  if (!query.has("page") && !query.has("limit"))
    return (await listSpotlightComments(1, MAX_LISTED_COMMENTS, spotlightId)).comments;
  const { page, limit } = pageQuery(SPOTLIGHT_COMMENTS_PAGE_SIZE).parse(Object.fromEntries(query));
  return listSpotlightComments(page, limit, spotlightId);
});

export const DELETE = withAdmin(async ({ caller }) => {
  const deleted = await deleteAllSpotlightComments(caller);
  return { message: "All comments deleted successfully", deleted };
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/style-spotlight/comments");
