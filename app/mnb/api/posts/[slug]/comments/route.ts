// GET  /mnb/api/posts/{slug}/comments?page=n – a page of 5 comments, newest first
// POST /mnb/api/posts/{slug}/comments – add a comment { text, name, email, rating }
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { addPostComment, listCommentsForPost } from "@/lib/posts/comments";
import { pageParam } from "@/lib/core/form-basics";
import { postCommentSchema } from "@/lib/posts/comment-schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { visitorId } from "@/lib/http/visitor";

export const GET = withApi<{ slug: string }>(async ({ req, params }) =>
  listCommentsForPost(params.slug, pageParam.parse(new URL(req.url).searchParams.get("page"))),
);

export const POST = withApi<{ slug: string }>(
  async ({ req, params }) =>
    created(await addPostComment(params.slug, await readJson(req, postCommentSchema), await visitorId())),
  { throttle: "comment" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/posts/[slug]/comments");
