// GET /mnb/api/posts/{id}/revisions – a post's saved versions, newest first, with their text (admin; any status)
import { withAdmin } from "@/lib/api/handler";
import { findPostForEditor } from "@/lib/posts/reads";
import { listPostRevisions } from "@/lib/posts/revisions";
import { AppError } from "@/lib/core/errors";
import { POST_TEXT } from "@/lib/posts/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin<{ slug: string }>(async ({ params }) => {
  if (!(await findPostForEditor(params.slug))) throw new AppError("not_found", POST_TEXT.notFound);
  return { revisions: await listPostRevisions(params.slug) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/posts/[slug]/revisions");
