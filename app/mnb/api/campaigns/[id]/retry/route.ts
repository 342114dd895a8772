// POST /mnb/api/campaigns/{id}/retry – queue a campaign's failed emails again and send them after the response (admin)
import { after } from "next/server";
import { withAdmin } from "@/lib/api/handler";
import { retryFailedMessages, sendCampaign } from "@/lib/subscribers/campaigns";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds: the sender stops 15 s before and the campaigns job (or the next
 * API request's due work, lib/jobs/due-work.ts) sends the rest. */
export const maxDuration = 60;

export const POST = withAdmin<{ id: string }>(async ({ params, caller }) => {
  const campaign = await retryFailedMessages(caller, params.id);
  after(() =>
    sendCampaign(campaign.id, Date.now() + (maxDuration - 15) * 1000).then(
      () => undefined,
      (error) => console.error(`Campaign ${campaign.id} stopped`, error),
    ),
  );
  return Response.json({ message: PROMO_TEXT.retried, campaign }, { status: 202 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/campaigns/[id]/retry");
