// GET  /mnb/api/posts/{slug}/comments?page=n – a page of 5 comments, newest first
// POST /mnb/api/posts/{slug}/comments – add a comment { text, name, email, rating }
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { addPostComment, listCommentsForPost } from "@/lib/data/post-comments";
import { pageParam } from "@/lib/validations/basics";
import { postCommentSchema } from "@/lib/validations/post-comment";
import { otherMethods } from "@/lib/api/not-allowed";
import { visitorId } from "@/lib/data/visitor";

export const GET = withApi<{ slug: string }>(async ({ req, params }) =>
  listCommentsForPost(params.slug, pageParam.parse(new URL(req.url).searchParams.get("page"))),
);

export const POST = withApi<{ slug: string }>(
  async ({ req, params }) =>
    created(await addPostComment(params.slug, await readJson(req, postCommentSchema), await visitorId())),
  { throttle: "comment" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/posts/[slug]/comments");
