// POST /mnb/api/posts/{id}/revisions/{revisionId}/restore – put a saved version's text back; the post keeps its
// status and picture, and the restore is saved as a new version (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { restorePostRevision } from "@/lib/posts/writes";
import { POST_TEXT } from "@/lib/posts/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin<{ slug: string; revisionId: string }>(async ({ params, caller }) =>
  withRecord(POST_TEXT.restored, "post", await restorePostRevision(caller, params.slug, params.revisionId)),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(
  "/mnb/api/posts/[slug]/revisions/[revisionId]/restore",
);
