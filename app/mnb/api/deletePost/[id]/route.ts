// DELETE /mnb/api/deletePost/{id} – delete a post with its comments and image (admin)
import { withAdmin } from "@/lib/api/handler";
import { deletePost } from "@/lib/posts/writes";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deletePost(caller, params.id);
  return { message: "Post deleted successfully" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deletePost/[id]");
