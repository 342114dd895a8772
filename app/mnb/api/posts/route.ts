// GET /mnb/api/posts – the simple posts list (id, title, body)
import { withApi } from "@/lib/api/handler";
import { listPosts } from "@/lib/posts/reads";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async () =>
  (await listPosts()).map((p) => ({ id: p.id, _id: p.id, slug: p.slug, title: p.title, body: p.content })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/posts");
