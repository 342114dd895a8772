// DELETE /mnb/api/style-spotlight/comment/{commentId} – delete a comment with its replies and their reactions (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSpotlightComment } from "@/lib/spotlights/comments";
import { otherMethods } from "@/lib/api/not-allowed";

// The segment is [id] like its sibling routes (Next allows one name per level); the spec calls it commentId.
export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteSpotlightComment(caller, params.id);
  return { message: "Comment deleted successfully" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/style-spotlight/comment/[id]");
