// POST /mnb/api/style-spotlight/comment/{id}/reply – reply { name, email, content }; answers the created reply, with the
// comment and its replies under `comment` (public)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { addSpotlightReply } from "@/lib/spotlights/comments";
import { spotlightReplySchema } from "@/lib/spotlights/comment-schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { visitorId } from "@/lib/http/visitor";

export const POST = withApi<{ id: string }>(
  async ({ req, params }) =>
    created(await addSpotlightReply(params.id, await readJson(req, spotlightReplySchema), await visitorId())),
  { throttle: "comment" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/style-spotlight/comment/[id]/reply");
