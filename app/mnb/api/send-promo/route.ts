// POST /mnb/api/send-promo – record a promo campaign (JSON subject, message, html, subscriberIds, interests, sendAt)
// for the active subscribers and answer 202 at once; the emails are sent after the response, in batches, or at
// `sendAt` (Lagos time) by the scheduled route (admin)
import { after } from "next/server";
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { createCampaign, sendCampaign } from "@/lib/subscribers/campaigns";
import { promoSchema } from "@/lib/subscribers/promo-schema";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds: the sender stops 15 s before and the campaigns job (or the next
 * API request's due work, lib/jobs/due-work.ts) sends the rest. */
export const maxDuration = 60;

export const POST = withAdmin(async ({ req, caller }) => {
  const campaign = await createCampaign(caller, await readJson(req, promoSchema));
  if (campaign.sendAt) return Response.json({ message: PROMO_TEXT.scheduled, campaign }, { status: 202 });
  // A sender that dies here leaves its batch's lease to run out; GET /mnb/api/cron/campaigns sends it on.
  after(() =>
    sendCampaign(campaign.id, Date.now() + (maxDuration - 15) * 1000).then(
      () => undefined,
      (error) => console.error(`Campaign ${campaign.id} stopped`, error),
    ),
  );
  return Response.json({ message: PROMO_TEXT.sent, campaign }, { status: 202 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/send-promo");
