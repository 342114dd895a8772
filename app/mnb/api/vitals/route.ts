// POST /mnb/api/vitals – a public page's Web Vitals beacon (anyone, throttled per address; sent by components/vitals
// with navigator.sendBeacon): JSON { template, connection, metrics } → 204, one page view recorded. A bot's beacon is
// dropped, also with 204 (nothing for it to learn or retry); malformed → 4xx and nothing stored.
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { recordVitals } from "@/lib/data/web-vitals";
import { countryCode } from "@/lib/domain/smart-link-visit";
import { env } from "@/lib/env";
import { vitalsBeaconSchema } from "@/lib/validations/web-vitals";

export const POST = withApi(
  async ({ req }) => {
    const beacon = await readJson(req, vitalsBeaconSchema);
    await recordVitals(beacon, {
      userAgent: req.headers.get("user-agent"),
      mobileHint: req.headers.get("sec-ch-ua-mobile"),
      country: countryCode(req.headers.get(env.countryHeader)),
    });
    return new Response(null, { status: 204 });
  },
  { throttle: "vitals" },
);
