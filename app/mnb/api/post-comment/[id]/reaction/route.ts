// PATCH /mnb/api/post-comment/{id}/reaction – like or dislike a comment { type }, once per visitor
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { reactToPostComment } from "@/lib/posts/comments";
import { visitorId } from "@/lib/http/visitor";
import { reactionSchema } from "@/lib/reactions/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PATCH = withApi<{ id: string }>(
  async ({ req, params }) => reactToPostComment(params.id, await visitorId(), await readJson(req, reactionSchema)),
  { throttle: "reaction" },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods("/mnb/api/post-comment/[id]/reaction");
