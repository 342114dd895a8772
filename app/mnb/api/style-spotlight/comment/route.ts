// POST /mnb/api/style-spotlight/comment – add a rated comment { name, email, content, rating, spotlightId? } (public)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { addSpotlightComment } from "@/lib/spotlights/comments";
import { spotlightCommentSchema } from "@/lib/spotlights/comment-schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { visitorId } from "@/lib/http/visitor";

export const POST = withApi(
  async ({ req }) => created(await addSpotlightComment(await readJson(req, spotlightCommentSchema), await visitorId())),
  { throttle: "comment" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/style-spotlight/comment");
