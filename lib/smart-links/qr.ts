// A smart link's QR codes: the share page's absolute address with the QR mark, as SVG or PNG (the `qrcode` package).
// Medium error correction survives a scuffed print; the quiet zone is the standard four modules.
import "server-only";
import QRCode from "qrcode";
import { absoluteUrl } from "@/lib/seo/url";
import { qrTargetPath } from "@/lib/smart-links/paths";

const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

export const qrTarget = (slug: string) => absoluteUrl(qrTargetPath(slug));

export const qrSvg = (slug: string) => QRCode.toString(qrTarget(slug), { ...OPTIONS, type: "svg" });
export const qrPng = (slug: string) => QRCode.toBuffer(qrTarget(slug), { ...OPTIONS, type: "png", width: 1024 });

/** The route answer for a QR file: a download named after the link, cacheable for an hour. */
export function qrResponse(slug: string, type: "svg" | "png", body: string | Uint8Array) {
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": type === "svg" ? "image/svg+xml" : "image/png",
      "Content-Disposition": `attachment; filename="${slug}-qr.${type}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
