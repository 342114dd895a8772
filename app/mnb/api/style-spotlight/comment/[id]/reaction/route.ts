// PATCH /mnb/api/style-spotlight/comment/{id}/reaction – like or dislike a comment { type }, once per visitor (public)
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { reactToSpotlightComment } from "@/lib/data/spotlight-comments";
import { visitorId } from "@/lib/data/visitor";
import { reactionSchema } from "@/lib/validations/reaction";

export const PATCH = withApi<{ id: string }>(async ({ req, params }) =>
  reactToSpotlightComment(params.id, await visitorId(), await readJson(req, reactionSchema)),
  { throttle: "reaction" },
);
