// GET /mnb/api/getAllSongs[?page=n&limit=m] – every song newest first as { songs }, or one page with its count
import { withApi } from "@/lib/api/handler";
import { listSongs, listSongsPage } from "@/lib/data/songs";
import { songPageQuerySchema } from "@/lib/validations/song";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  if (!query.has("page") && !query.has("limit")) return { songs: await listSongs() };
  const { page, limit } = songPageQuerySchema.parse(Object.fromEntries(query));
  return listSongsPage(page, limit);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllSongs");
