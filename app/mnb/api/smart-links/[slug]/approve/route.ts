// POST /mnb/api/smart-links/{slug}/approve – vouch for a link made signed out: its page may be indexed and it is listed
// in the sitemap (admin; logged)
import { withAdmin } from "@/lib/api/handler";
import { approveSmartLink } from "@/lib/smart-links/claims";
import { SMART_LINK_APPROVED } from "@/lib/smart-links/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin<{ slug: string }>(async ({ params, caller }) => {
  await approveSmartLink(caller, params.slug);
  return { message: SMART_LINK_APPROVED };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-links/[slug]/approve");
