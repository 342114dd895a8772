// GET /mnb/api/getAllSongs[?page=n&limit=m] – every song newest first as { songs }, or one page with its count; each
// song with its comments (the old song list counts them from the list) and its album also as `album`
import { withApi } from "@/lib/api/handler";
import { withAbsoluteFiles, withAlbum } from "@/lib/api/old-client";
import { listSongsPageWithComments, listSongsWithComments } from "@/lib/songs/songs";
import { songPageQuerySchema } from "@/lib/songs/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  if (!query.has("page") && !query.has("limit"))
    return { songs: (await listSongsWithComments()).map((s) => withAbsoluteFiles(withAlbum(s))) };
  const { page, limit } = songPageQuerySchema.parse(Object.fromEntries(query));
  const list = await listSongsPageWithComments(page, limit);
  return { ...list, songs: list.songs.map((s) => withAbsoluteFiles(withAlbum(s))) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllSongs");
