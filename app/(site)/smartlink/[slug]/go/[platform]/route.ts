// GET /smartlink/{slug}/go/{platform} – a platform button's tracked redirect (anyone): a 302 to the address stored for
// that platform, answered at once; the click (platform, country, referrer, device, channel, QR) is recorded after the
// response has left. Only ever the stored address: an unknown platform, a missing or hidden link answer 404. Bots and
// link-preview fetchers are recorded as previews, browser preloads not at all.
import { after } from "next/server";
import { findSmartLink } from "@/lib/data/smart-links";
import { recordSmartLinkEvent, visitFrom } from "@/lib/data/smart-link-events";
import { isPreload } from "@/lib/domain/smart-link-visit";
import { QR_MARK } from "@/lib/domain/smart-link-paths";
import { clientIp } from "@/lib/rate-limit";
import { platformBySegment, SMART_LINK_NOT_FOUND } from "@/lib/validations/smart-link";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(req: Request, { params }: { params: Promise<{ slug: string; platform: string }> }) {
  const { slug, platform: segment } = await params;
  const platform = platformBySegment(segment);
  const link = platform ? await findSmartLink(slug) : null;
  const target = platform && link?.[platform.field];
  if (!platform || !link || !target) {
    return new Response(SMART_LINK_NOT_FOUND, { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (!isPreload(req.headers)) {
    const query = new URL(req.url).searchParams;
    const visit = visitFrom(req, await clientIp(), {
      referrer: query.get("ref"),
      channel: query.get("utm_source") ?? query.get("src"),
      qr: query.get(QR_MARK) === "1",
    });
    after(() =>
      recordSmartLinkEvent(link.slug, "CLICK", visit, platform.key).catch((error: unknown) =>
        console.error(`smart link ${link.slug}: click could not be recorded`, error),
      ),
    );
  }
  return new Response(null, { status: 302, headers: { ...NO_STORE, Location: target } });
}
