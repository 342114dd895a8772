// DELETE /mnb/api/songs/{slug}/comments/{commentId} – remove a comment from a song (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSongComment } from "@/lib/data/songs";

export const DELETE = withAdmin<{ slug: string; commentId: string }>(async ({ params, caller }) => {
  await deleteSongComment(caller, params.slug, params.commentId);
  return { message: "Comment deleted!" };
});
