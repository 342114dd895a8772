// PUT /mnb/api/updateSong/{slug} – edit a song from multipart title, artist, albumName, genre and optional audio and
// coverImage (a new file replaces the old one, which leaves storage); the slug stays (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { updateSong } from "@/lib/songs/admin";
import { songUpdateSchema } from "@/lib/songs/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { renamed, withAlbum } from "@/lib/api/old-client";

export const PUT = withAdmin<{ slug: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["audio", "image"]);
  const song = await updateSong(
    caller,
    params.slug,
    parseWith(songUpdateSchema, renamed(formFields(form), { album: "albumName" })),
    { audio: form.get("audio"), coverImage: form.get("coverImage") },
  );
  return withRecord("Song updated successfully", "song", withAlbum(song));
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateSong/[slug]");
