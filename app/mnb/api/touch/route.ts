// POST /mnb/api/touch – the landing page's report of how the visit arrived (public, same-site): kept as the visitor's
// first and last touch in a signed first-party cookie (lib/analytics/attribution.ts), 204 with no body. Bots, preloads,
// browsers sending the Global Privacy Control signal (which also lose the one they had) and landings on a page that
// does not exist (a made-up post or link, which answers 404) get no cookie.
import { cookies } from "next/headers";
import { isbot } from "isbot";
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { optedOut, recordTouch, TOUCH_COOKIE, TOUCHED_COOKIE } from "@/lib/analytics/attribution";
import { referrerDomain, isPreload } from "@/lib/http/visit";
import { env } from "@/lib/config/env";
import { touchSchema } from "@/lib/analytics/touch-schema";
import { otherMethods } from "@/lib/api/not-allowed";

const NONE = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export const POST = withApi(async ({ req }) => {
  const visit = await readJson(req, touchSchema);
  if (optedOut(req.headers)) {
    const jar = await cookies();
    jar.delete(TOUCH_COOKIE);
    jar.delete(TOUCHED_COOKIE);
    return NONE();
  }
  const agent = req.headers.get("user-agent");
  if (!agent || isbot(agent) || isPreload(req.headers)) return NONE();
  await recordTouch({
    landing: visit.landing,
    referrer: referrerDomain(visit.referrer, new URL(env.siteUrl).hostname),
    source: visit.source ?? null,
    medium: visit.medium ?? null,
    campaign: visit.campaign ?? null,
    qr: visit.qr,
  });
  return NONE();
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/touch");
