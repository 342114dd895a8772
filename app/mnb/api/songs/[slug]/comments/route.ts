// GET /mnb/api/songs/{slug}/comments?page=n – a page of 10 comments, oldest first { comments, page, totalPages, total } (public)
import { withApi } from "@/lib/api/handler";
import { listSongComments } from "@/lib/data/songs";
import { pageParam } from "@/lib/validations/basics";

export const GET = withApi<{ slug: string }>(async ({ req, params }) =>
  listSongComments(params.slug, pageParam.parse(new URL(req.url).searchParams.get("page"))),
);
