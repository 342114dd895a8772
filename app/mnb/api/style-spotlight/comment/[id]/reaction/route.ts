// PATCH /mnb/api/style-spotlight/comment/{id}/reaction – like or dislike a comment { type }, once per visitor (public);
// a reply's id reacts to that reply, as the spec's old client sends it
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { reactToSpotlightComment } from "@/lib/spotlights/comments";
import { visitorId } from "@/lib/http/visitor";
import { reactionSchema } from "@/lib/reactions/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PATCH = withApi<{ id: string }>(
  async ({ req, params }) => reactToSpotlightComment(params.id, await visitorId(), await readJson(req, reactionSchema)),
  { throttle: "reaction" },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods("/mnb/api/style-spotlight/comment/[id]/reaction");
