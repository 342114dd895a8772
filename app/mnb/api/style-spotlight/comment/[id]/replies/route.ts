// GET /mnb/api/style-spotlight/comment/{id}/replies?page=n – a page of 5 replies, oldest first { replies, page, totalPages, total } (public)
import { withApi } from "@/lib/api/handler";
import { listSpotlightReplies } from "@/lib/spotlights/comments";
import { pageParam } from "@/lib/core/form-basics";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi<{ id: string }>(async ({ req, params }) =>
  listSpotlightReplies(params.id, pageParam.parse(new URL(req.url).searchParams.get("page"))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/style-spotlight/comment/[id]/replies");
