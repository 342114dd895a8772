// DELETE /mnb/api/deleteArtist/{id} – remove an artist and its image file (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteArtist } from "@/lib/artists/artists";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteArtist(caller, params.id);
  return { message: "Artist deleted successfully!" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteArtist/[id]");
