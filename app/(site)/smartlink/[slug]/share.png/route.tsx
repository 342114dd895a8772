// GET /smartlink/{slug}/share.png – the link's share image (og:image, twitter:image): a 1200×630 PNG of the cover beside
// the title and artist, drawn with next/og from local fonts only (no emoji: shareTitle drops what the fonts cannot
// draw). 404 for a missing or hidden link. The page adds ?v={last change} so previews fetch it again after an edit.
import { ImageResponse } from "next/og";
import { findSmartLink } from "@/lib/smart-links/smart-links";
import { siteConfig } from "@/lib/config/site";
import { SHARE_IMAGE_SIZE } from "@/lib/seo/share-image";
import { SHARE_FONT_FAMILY, shareFonts, sharePhoto } from "@/lib/seo/share-assets";
import { shareTitle } from "@/lib/seo/share-text";
import { SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";
import { movedAddress } from "@/lib/legacy-addresses/legacy-addresses";

const COVER = 470;

export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
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
  const [fonts, cover] = await Promise.all([
    shareFonts(),
    sharePhoto(link.coverImageUrl, { width: COVER, height: COVER }),
  ]);
  const title = shareTitle(link.songTitle, 70);
  const artist = shareTitle(link.artistName, 60);
  const { ink, primary } = siteConfig.colors;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        padding: "0 80px",
        gap: 64,
        backgroundImage: `linear-gradient(135deg, ${ink}, #241d2f)`,
        fontFamily: SHARE_FONT_FAMILY,
        position: "relative",
      }}
    >
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, never sent to a browser
        <img src={cover} alt="" width={COVER} height={COVER} style={{ borderRadius: 24, objectFit: "cover" }} />
      ) : (
        <div style={{ display: "flex", width: COVER, height: COVER, borderRadius: 24, backgroundColor: primary }} />
      )}
      <div style={{ display: "flex", flexDirection: "column", flex: 1, color: "#ffffff" }}>
        <div
          style={{
            display: "flex",
            fontSize: 24,
            fontWeight: 700,
            letterSpacing: 3,
            color: primary,
            textTransform: "uppercase",
          }}
        >
          {`${siteConfig.name} SmartLink`}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 20,
            fontSize: title.length > 40 ? 48 : 64,
            fontWeight: 700,
            lineHeight: 1.1,
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", marginTop: 16, fontSize: 36, color: "#d9d4e3" }}>{`By ${artist}`}</div>
        <div style={{ display: "flex", marginTop: 40, fontSize: 26, color: "#ffffff", opacity: 0.85 }}>
          Listen now on your favorite platform
        </div>
      </div>
      <div style={{ position: "absolute", left: 0, bottom: 0, width: "100%", height: 14, backgroundColor: primary }} />
    </div>,
    {
      ...SHARE_IMAGE_SIZE,
      fonts,
      headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400" },
    },
  );
}
