// DELETE /mnb/api/campaigns/{id} – cancel a scheduled promo that has not started sending (admin); 409 once it has
import { withAdmin } from "@/lib/api/handler";
import { cancelCampaign } from "@/lib/subscribers/campaigns";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await cancelCampaign(caller, params.id);
  return { message: PROMO_TEXT.cancelled };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/campaigns/[id]");
