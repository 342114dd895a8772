// PUT /mnb/api/updateArtist/{id} – edit an artist's name and genre; a new image replaces the old file (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { updateArtist } from "@/lib/artists/artists";
import { artistUpdateSchema } from "@/lib/artists/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { uploadOrNothing } from "@/lib/api/old-client";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["image"]);
  const artist = await updateArtist(
    caller,
    params.id,
    parseWith(artistUpdateSchema, { ...formFields(form), image: uploadOrNothing(form.get("image")) }),
  );
  return withRecord("Artist updated successfully!", "artist", artist);
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateArtist/[id]");
