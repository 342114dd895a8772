// POST /mnb/api/spotlights – nominate a celebrity from multipart name, category (Male|Female), description, image (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createSpotlight } from "@/lib/spotlights/spotlights";
import { spotlightCreateSchema } from "@/lib/spotlights/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["image"]);
  const spotlight = await createSpotlight(
    caller,
    parseWith(spotlightCreateSchema, formFields(form)),
    form.get("image"),
  );
  return created(withRecord("Artist nominated successfully!", "spotlight", spotlight));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/spotlights");
