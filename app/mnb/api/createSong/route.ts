// POST /mnb/api/createSong – upload a song from multipart title, artist, albumName, genre, description, slug (a hint
// only), audio and coverImage; each file may instead be the URL of a direct Blob upload (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createSong } from "@/lib/songs/admin";
import { songCreateSchema } from "@/lib/songs/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { renamed, withAlbum } from "@/lib/api/old-client";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["audio", "image"]);
  const song = await createSong(
    caller,
    parseWith(songCreateSchema, renamed(formFields(form), { album: "albumName" })),
    { audio: form.get("audio"), coverImage: form.get("coverImage") },
  );
  return created(withRecord("Song uploaded successfully!", "song", withAlbum(song)));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/createSong");
