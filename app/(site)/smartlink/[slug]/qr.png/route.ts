// GET /smartlink/{slug}/qr.png – the link's QR code as PNG, a download; it encodes {SITE_URL}/smartlink/{slug}?qr=1 so
// scans count as QR visits. 404 for a missing or hidden link.
import { findSmartLink } from "@/lib/smart-links/smart-links";
import { qrPng, qrResponse } from "@/lib/smart-links/qr";
import { SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";
import { withRaw } from "@/lib/api/handler";
import { movedAddress } from "@/lib/legacy-addresses/legacy-addresses";

export const GET = withRaw(async (req: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  const link = await findSmartLink(slug);
  if (!link)
    return (
      (await movedAddress(req, "smartlink", "/smartlink", slug)) ??
      new Response(SMART_LINK_NOT_FOUND, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      })
    );
  return qrResponse(link.slug, "png", await qrPng(link.slug));
});
