// PUT /mnb/api/smart-links/{slug} – edit a smart link from multipart songTitle, artistName, the five platform links,
// optional hidden ("true"/"false") and optional coverImage (the old cover leaves storage); the slug stays (admin)
// DELETE /mnb/api/smart-links/{slug} – delete a smart link with its events, roll-ups and cover (admin)
import { withAdmin } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { deleteSmartLink, updateSmartLink } from "@/lib/smart-links/smart-links";
import { smartLinkUpdateSchema } from "@/lib/smart-links/schema";
import { SMART_LINK_DELETED, SMART_LINK_UPDATED } from "@/lib/smart-links/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withAdmin<{ slug: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["smart-link-cover"]);
  const smartLink = await updateSmartLink(
    caller,
    params.slug,
    parseWith(smartLinkUpdateSchema, formFields(form)),
    form.get("coverImage"),
  );
  return { message: SMART_LINK_UPDATED, smartLink };
});

export const DELETE = withAdmin<{ slug: string }>(async ({ params, caller }) => {
  await deleteSmartLink(caller, params.slug);
  return { message: SMART_LINK_DELETED };
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods("/mnb/api/smart-links/[slug]");
