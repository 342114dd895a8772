// PATCH /mnb/api/style-spotlight/reply/{id}/reaction – like or dislike a reply { type }, once per visitor (public)
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { reactToSpotlightReply } from "@/lib/spotlights/comments";
import { visitorId } from "@/lib/http/visitor";
import { reactionSchema } from "@/lib/reactions/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PATCH = withApi<{ id: string }>(
  async ({ req, params }) => reactToSpotlightReply(params.id, await visitorId(), await readJson(req, reactionSchema)),
  { throttle: "reaction" },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods("/mnb/api/style-spotlight/reply/[id]/reaction");
