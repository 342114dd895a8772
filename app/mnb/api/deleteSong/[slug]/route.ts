// DELETE /mnb/api/deleteSong/{slug} – delete a song with its comments, likes and files (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSong } from "@/lib/data/song-admin";

export const DELETE = withAdmin<{ slug: string }>(async ({ params }) => {
  await deleteSong(params.slug);
  return { message: "Song deleted successfully" };
});
