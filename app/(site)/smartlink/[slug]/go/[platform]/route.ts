// GET /smartlink/{slug}/go/{platform} – a platform button's tracked redirect (anyone): a 302 to the address stored for
// that platform, answered once the click (platform, country, referrer, device, UTM source, medium and campaign, QR,
// in-app browser) is stored, or after CLICK_WAIT_MS with the click stored after the response. A visitor's click also remembers the platform
// (PREFERRED_PLATFORM_COOKIE), so every share page puts it first for them; inside an app's built-in browser on Android,
// a platform with an Android app is opened through its intent address (the web address as the fallback), since such
// browsers keep links to themselves. Only ever the stored address (normalised again, so a row stored before addresses
// were normalised still redirects): an unknown platform, a missing or hidden link answer 404. Bots and link-preview
// fetchers are recorded as previews; browser preloads and anything but a top-level navigation (an `<img>` pointed
// here) not at all; past the address's allowance the visitor is redirected and nothing is stored; a link itself has
// no cap (smart-link-tracking.ts).
import { cookies } from "next/headers";
import { after } from "next/server";
import { env } from "@/lib/config/env";
import { findSmartLink } from "@/lib/smart-links/smart-links";
import { visitFrom } from "@/lib/smart-links/events";
import { trackSmartLinkEvent } from "@/lib/smart-links/tracking";
import { returningVisitor } from "@/lib/http/visitor";
import { PREFERRED_PLATFORM_COOKIE, PREFERRED_PLATFORM_MAX_AGE } from "@/lib/smart-links/visit";
import { inAppBrowserOf, isAndroid, isNavigation, isPreload } from "@/lib/http/visit";
import { androidIntentUrl } from "@/lib/smart-links/platforms";
import { QR_MARK } from "@/lib/smart-links/paths";
import { clientIp } from "@/lib/abuse/rate-limit";
import { normalisedUrl, platformBySegment } from "@/lib/smart-links/platforms";
import { SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";
import { withRaw } from "@/lib/api/handler";
import { movedAddress } from "@/lib/legacy-addresses/legacy-addresses";
import { CLICK_WAIT_MS, settledWithin } from "@/lib/core/settled-within";

const NO_STORE = { "Cache-Control": "no-store" };

export const GET = withRaw(
  async (req: Request, { params }: { params: Promise<{ slug: string; platform: string }> }) => {
    const { slug, platform: segment } = await params;
    const platform = platformBySegment(segment);
    const link = platform ? await findSmartLink(slug) : null;
    const target = platform && normalisedUrl(link?.[platform.field]);
    // A link the old site shared under a slug that moved: the same button under the new slug, which counts the click.
    const moved = platform && !link ? await movedAddress(req, "smartlink", "/smartlink", slug) : null;
    if (moved) return moved;
    if (!platform || !link || !target) {
      return new Response(SMART_LINK_NOT_FOUND, {
        status: 404,
        headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const headers = new Headers({ ...NO_STORE, Location: target });
    if (!isPreload(req.headers) && isNavigation(req.headers)) {
      const query = new URL(req.url).searchParams;
      const visit = visitFrom(
        req,
        await clientIp(),
        {
          referrer: query.get("ref"),
          channel: query.get("utm_source") ?? query.get("src"),
          medium: query.get("utm_medium"),
          campaign: query.get("utm_campaign"),
          qr: query.get(QR_MARK) === "1",
        },
        await returningVisitor(),
      );
      const recording = trackSmartLinkEvent(link.slug, "CLICK", visit, platform.key).catch((error: unknown) =>
        console.error(`smart link ${link.slug}: click could not be recorded`, error),
      );
      // Set before the wait below: a fan who leaves during it closes the request, and Next refuses cookies from then on.
      (await cookies()).set(PREFERRED_PLATFORM_COOKIE, platform.field.toLowerCase(), {
        httpOnly: true,
        sameSite: "lax",
        secure: env.isProduction,
        path: "/",
        maxAge: PREFERRED_PLATFORM_MAX_AGE,
      });
      // Answered once the click is stored (a group commit: a few milliseconds), so a server killed after the redirect
      // has left loses no click it answered; while PostgreSQL is away the fan waits at most CLICK_WAIT_MS and the
      // stored-later click is finished after the response.
      after(() => recording);
      await settledWithin(recording, CLICK_WAIT_MS);
      const userAgent = req.headers.get("user-agent");
      if ("android" in platform && inAppBrowserOf(userAgent) && isAndroid(userAgent))
        headers.set("Location", androidIntentUrl(target, platform.android));
    }
    return new Response(null, { status: 302, headers });
  },
);
