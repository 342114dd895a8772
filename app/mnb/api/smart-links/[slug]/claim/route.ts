// POST /mnb/api/smart-links/{slug}/claim – JSON { token }: the signed-in caller becomes the owner of a link they made
// signed out (the token from its creation); 404 for a wrong token, an owned or a missing link (signed-in)
import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { claimSmartLink } from "@/lib/smart-links/claims";
import { smartLinkClaimSchema } from "@/lib/smart-links/schema";
import { SMART_LINK_CLAIMED } from "@/lib/smart-links/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withUser<{ slug: string }>(async ({ req, params, caller }) => {
  const { token } = await readJson(req, smartLinkClaimSchema);
  await claimSmartLink(caller.id, params.slug, token);
  return { message: SMART_LINK_CLAIMED };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-links/[slug]/claim");
