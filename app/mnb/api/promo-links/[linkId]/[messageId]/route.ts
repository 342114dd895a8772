// GET /mnb/api/promo-links/{linkId}/{messageId} – a link in a promo email (anyone): a 302 to the link's address (our
// own pages marked utm_source=newsletter, utm_medium=email, utm_campaign=promo-{campaign}), answered once the click
// is stored (at most CLICK_WAIT_MS later), for a real navigation only (not a bot, a mail scanner's HEAD, a
// preload). An unknown link answers 404.
import { after } from "next/server";
import { isbot } from "isbot";
import { withApi } from "@/lib/api/handler";
import { env } from "@/lib/config/env";
import { findPromoLink, recordPromoClick } from "@/lib/subscribers/promo-links";
import { clickTarget, PROMO_LINK_NOT_FOUND } from "@/lib/subscribers/promo-link-rules";
import { isNavigation, isPreload } from "@/lib/http/visit";
import { AppError } from "@/lib/core/errors";
import { otherMethods } from "@/lib/api/not-allowed";
import { CLICK_WAIT_MS, settledWithin } from "@/lib/core/settled-within";

export const GET = withApi<{ linkId: string; messageId: string }>(async ({ req, params }) => {
  const { linkId, messageId } = params;
  const link = await findPromoLink(linkId);
  if (!link) throw new AppError("not_found", PROMO_LINK_NOT_FOUND);
  const userAgent = req.headers.get("user-agent");
  const counted =
    req.method === "GET" && userAgent && !isbot(userAgent) && !isPreload(req.headers) && isNavigation(req.headers);
  if (counted) {
    const recording = recordPromoClick(link, messageId).catch((error: unknown) =>
      console.error(`promo link ${link.id}: click could not be recorded`, error),
    );
    // Answered once the click is stored (as a smart link's click is), so a server stopped after the redirect has left
    // loses no click it answered; while PostgreSQL is away the reader waits at most CLICK_WAIT_MS.
    after(() => recording);
    await settledWithin(recording, CLICK_WAIT_MS);
  }
  return new Response(null, {
    status: 302,
    headers: { "Cache-Control": "no-store", Location: clickTarget(link.url, env.siteUrl, link.campaignId) },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/promo-links/[linkId]/[messageId]");
