// DELETE /mnb/api/deleteSong/{slug} – delete a song with its comments, likes and files (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteSong } from "@/lib/songs/admin";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ slug: string }>(async ({ params, caller }) => {
  await deleteSong(caller, params.slug);
  return { message: "Song deleted successfully" };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteSong/[slug]");
