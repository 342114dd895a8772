// POST /mnb/api/vitals – a public page's Web Vitals beacon (anyone, a small allowance per address a day; sent by
// components/vitals with navigator.sendBeacon): JSON { view, template, connection, metrics } → 204, the page view
// recorded once (a second beacon of the same view is answered 204 and dropped). A bot's beacon is
// answered 204 at once — nothing read, stored or counted against the address (a headless browser's unload beacons
// share it with real readers); malformed → 4xx and nothing stored.
import { isbot } from "isbot";
import { withApi } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/not-allowed";
import { readJson } from "@/lib/api/body";
import { recordVitals } from "@/lib/analytics/web-vitals";
import { requestCountry } from "@/lib/config/country-header";
import { env } from "@/lib/config/env";
import { clientIp, throttle } from "@/lib/abuse/rate-limit";
import { vitalsBeaconSchema } from "@/lib/analytics/vitals-schema";

export const POST = withApi(async ({ req }) => {
  const userAgent = req.headers.get("user-agent");
  if (!userAgent || isbot(userAgent)) return new Response(null, { status: 204 });
  await throttle("vitals");
  const beacon = await readJson(req, vitalsBeaconSchema);
  await recordVitals(beacon, {
    userAgent,
    mobileHint: req.headers.get("sec-ch-ua-mobile"),
    country: requestCountry(req.headers, env.countryHeader),
    address: await clientIp(),
  });
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/vitals");
