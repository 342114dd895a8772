// POST /mnb/api/addComment/{slug} – add a comment { text, username? } to a song (anyone)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { addSongComment } from "@/lib/data/songs";
import { songCommentSchema } from "@/lib/validations/song";

export const POST = withApi<{ slug: string }>(async ({ req, params }) =>
  created(await addSongComment(params.slug, await readJson(req, songCommentSchema))),
  { throttle: "comment" },
);
