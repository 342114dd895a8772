// PUT /mnb/api/updateAdvert/{id} – replace an advert's fields; a new image replaces the old file (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { updateAdvert } from "@/lib/adverts/adverts";
import { advertSchema } from "@/lib/adverts/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { uploadOrNothing } from "@/lib/api/old-client";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["image"]);
  const advert = await updateAdvert(
    caller,
    params.id,
    parseWith(advertSchema, { ...formFields(form), image: uploadOrNothing(form.get("image")) }),
  );
  return withRecord("Advert updated successfully!", "advert", advert);
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateAdvert/[id]");
