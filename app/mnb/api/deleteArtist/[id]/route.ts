// DELETE /mnb/api/deleteArtist/{id} – remove an artist and its image file (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteArtist } from "@/lib/data/artists";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteArtist(caller, params.id);
  return { message: "Artist deleted successfully!" };
});
