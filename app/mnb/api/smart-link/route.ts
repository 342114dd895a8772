// POST /mnb/api/smart-link – create a smart link from multipart songTitle, artistName, coverImage and the five platform
// links → { slug, message }. Anyone may create one (throttled per address); a signed-in creator owns it, a signed-out
// one also gets `claimToken` to claim it after signing in. Its page is noindex, out of the sitemap and takes no
// reminders until its creator's email is verified or an admin approves it.
import { created, withApi } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createSmartLink } from "@/lib/smart-links/smart-links";
import { smartLinkSchema } from "@/lib/smart-links/schema";
import { SMART_LINK_CREATED } from "@/lib/smart-links/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(
  async ({ req, caller }) => {
    const form = await readForm(req, ["smart-link-cover"]);
    const { link, claimToken } = await createSmartLink(
      parseWith(smartLinkSchema, formFields(form)),
      form.get("coverImage"),
      caller && { id: caller.id, role: caller.role },
    );
    return created({
      slug: link.slug,
      message: SMART_LINK_CREATED,
      smartLink: link,
      ...(claimToken ? { claimToken } : {}),
    });
  },
  { throttle: "smartLink" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-link");
