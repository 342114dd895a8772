// GET /mnb/api/getPost/{slug-or-id} – one post ("Invalid slug." 400, "Blog post not found." 404)
import { withApi } from "@/lib/api/handler";
import { getPost } from "@/lib/posts/reads";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles, withImage } from "@/lib/api/old-client";

export const GET = withApi<{ slug: string }>(async ({ params }) =>
  withAbsoluteFiles(withImage(await getPost(params.slug))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getPost/[slug]");
