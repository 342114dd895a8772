// PUT /mnb/api/spotlights/{id} – edit name, description, category; a new image replaces the old file (admin)
// DELETE /mnb/api/spotlights/{id} – delete a spotlight with its comments, their replies and reactions, and its image (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { deleteSpotlight, updateSpotlight } from "@/lib/spotlights/spotlights";
import { spotlightUpdateSchema } from "@/lib/spotlights/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["image"]);
  const spotlight = await updateSpotlight(
    caller,
    params.id,
    parseWith(spotlightUpdateSchema, formFields(form)),
    form.get("image"),
  );
  return withRecord("Spotlight updated", "spotlight", spotlight);
});

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteSpotlight(caller, params.id);
  return { message: "Deleted successfully" };
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods("/mnb/api/spotlights/[id]");
