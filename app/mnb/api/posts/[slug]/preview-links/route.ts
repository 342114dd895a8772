// DELETE /mnb/api/posts/{id}/preview-links – revoke every preview link of the post: it gets a new preview secret, links
// made before answer 404; answers the new link for a post that is not public (admin)
import { withAdmin } from "@/lib/api/handler";
import { revokePostPreviews } from "@/lib/posts/writes";
import { POST_TEXT } from "@/lib/posts/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ slug: string }>(async ({ params, caller }) => ({
  message: POST_TEXT.previewsRevoked,
  preview: await revokePostPreviews(caller, params.slug),
}));

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/posts/[slug]/preview-links");
