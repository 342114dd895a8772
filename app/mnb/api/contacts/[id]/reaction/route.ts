// PATCH /mnb/api/contacts/{id}/reaction – like or dislike a review { type }, once per visitor (public)
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { reactToReview } from "@/lib/reviews/reviews";
import { visitorId } from "@/lib/http/visitor";
import { reactionSchema } from "@/lib/reactions/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PATCH = withApi<{ id: string }>(
  async ({ req, params }) => reactToReview(params.id, await visitorId(), await readJson(req, reactionSchema)),
  { throttle: "reaction" },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods("/mnb/api/contacts/[id]/reaction");
