// POST /mnb/api/addArtist – add an artist from multipart name, genre, image (all required) (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createArtist } from "@/lib/artists/artists";
import { artistCreateSchema } from "@/lib/artists/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { uploadOrNothing } from "@/lib/api/old-client";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["image"]);
  const artist = await createArtist(
    caller,
    parseWith(artistCreateSchema, { ...formFields(form), image: uploadOrNothing(form.get("image")) }),
  );
  return created(withRecord("Artist uploaded successfully!", "artist", artist));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/addArtist");
