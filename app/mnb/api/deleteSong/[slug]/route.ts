// DELETE /mnb/api/deleteSong/{slug} – delete a song with its comments, likes and files (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSong } from "@/lib/data/song-admin";

export const DELETE = withAdmin<{ slug: string }>(async ({ params, caller }) => {
  await deleteSong(caller, params.slug);
  return { message: "Song deleted successfully" };
});
