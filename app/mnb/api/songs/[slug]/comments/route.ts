// GET /mnb/api/songs/{slug}/comments?page=n – a page of 10 comments, oldest first { comments, page, totalPages, total,
// canModerate } (public; canModerate is true for admins, so the cached /songs page needs no per-caller render)
import { withApi } from "@/lib/api/handler";
import { listSongComments } from "@/lib/songs/songs";
import { pageParam } from "@/lib/core/form-basics";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi<{ slug: string }>(async ({ req, params, caller }) => {
  const page = await listSongComments(params.slug, pageParam.parse(new URL(req.url).searchParams.get("page")));
  // The answer depends on who asks: no shared cache may keep it.
  return Response.json(
    { ...page, canModerate: caller?.role === "ADMIN" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/songs/[slug]/comments");
