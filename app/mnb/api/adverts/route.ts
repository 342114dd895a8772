// POST /mnb/api/adverts – create an advert from multipart title, description, link, four social links, image (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createAdvert } from "@/lib/adverts/adverts";
import { advertSchema } from "@/lib/adverts/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { uploadOrNothing } from "@/lib/api/old-client";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["image"]);
  const advert = await createAdvert(
    caller,
    parseWith(advertSchema, { ...formFields(form), image: uploadOrNothing(form.get("image")) }),
  );
  return created(withRecord("Advert created successfully!", "advert", advert));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/adverts");
