// GET /mnb/api/getPost/{slug-or-id} – one post ("Invalid slug." 400, "Blog post not found." 404)
import { withApi } from "@/lib/api/handler";
import { getPostCached } from "@/lib/data/posts";

export const GET = withApi<{ slug: string }>(async ({ params }) => getPostCached(params.slug));
