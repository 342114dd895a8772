// DELETE /mnb/api/songs/{slug}/comments/{commentId} – remove a comment from a song (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSongComment } from "@/lib/songs/songs";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ slug: string; commentId: string }>(async ({ params, caller }) => {
  await deleteSongComment(caller, params.slug, params.commentId);
  return { message: "Comment deleted!" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/songs/[slug]/comments/[commentId]");
