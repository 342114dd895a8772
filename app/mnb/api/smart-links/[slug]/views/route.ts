// POST /mnb/api/smart-links/{slug}/views – the share page's view beacon (anyone, throttled per address): JSON
// { referrer, channel, medium, campaign, qr } → 204, one VIEW recorded (a bot's becomes a PREVIEW). Nothing is recorded for a browser
// preload, for a request that is not the page's own fetch, or past the per-address and per-link limits
// (smart-link-tracking.ts); the answer is the same 204.
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { getSmartLink } from "@/lib/smart-links/smart-links";
import { visitFrom } from "@/lib/smart-links/events";
import { trackSmartLinkEvent } from "@/lib/smart-links/tracking";
import { returningVisitor } from "@/lib/http/visitor";
import { isBeacon, isPreload } from "@/lib/http/visit";
import { clientIp } from "@/lib/abuse/rate-limit";
import { smartLinkViewSchema } from "@/lib/smart-links/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ slug: string }>(
  async ({ req, params }) => {
    const link = await getSmartLink(params.slug);
    const marks = await readJson(req, smartLinkViewSchema);
    if (!isPreload(req.headers) && isBeacon(req.headers)) {
      await trackSmartLinkEvent(link.slug, "VIEW", visitFrom(req, await clientIp(), marks, await returningVisitor()));
    }
    return new Response(null, { status: 204 });
  },
  { throttle: "smartLinkView" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-links/[slug]/views");
