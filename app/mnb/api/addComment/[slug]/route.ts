// POST /mnb/api/addComment/{slug} – add a comment { text, username? } to a song (anyone)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { addSongComment } from "@/lib/songs/songs";
import { songCommentSchema } from "@/lib/songs/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { visitorId } from "@/lib/http/visitor";

export const POST = withApi<{ slug: string }>(
  async ({ req, params }) =>
    created(await addSongComment(params.slug, await readJson(req, songCommentSchema), await visitorId())),
  { throttle: "comment" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/addComment/[slug]");
