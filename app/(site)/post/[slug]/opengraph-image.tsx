// The post's share image (og:image): a 1200×630 PNG of its picture with the title over it, drawn with next/og from
// local fonts only. Posts without a picture (or whose picture cannot be read) get the brand background.
// A made-up slug answers 404.
import { ImageResponse } from "next/og";
import { notFound } from "next/navigation";
import { findPost } from "@/lib/posts/reads";
import { findFallbackPost } from "@/lib/posts/fallback-posts";
import { isSlug } from "@/lib/core/slug";
import { siteConfig } from "@/lib/config/site";
import { SHARE_IMAGE_SIZE } from "@/lib/seo/share-image";
import { SHARE_FONT_FAMILY, shareFonts, sharePhoto } from "@/lib/seo/share-assets";
import { shareTitle } from "@/lib/seo/share-text";

export const size = SHARE_IMAGE_SIZE;
export const contentType = "image/png";
export const alt = `${siteConfig.name} post`;

type Props = { params: Promise<{ slug: string }> };

async function loadPost(slug: string) {
  if (!isSlug(slug)) return null;
  try {
    return await findPost(slug);
  } catch {
    return findFallbackPost(slug);
  }
}

export default async function PostShareImage({ params }: Props) {
  // A made-up slug costs a lookup, not a drawing.
  const post = (await loadPost((await params).slug)) ?? notFound();
  const [fonts, photo] = await Promise.all([shareFonts(), sharePhoto(post.imageUrl)]);
  const title = shareTitle(post.title);
  const { ink, primary } = siteConfig.colors;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        backgroundColor: ink,
        fontFamily: SHARE_FONT_FAMILY,
      }}
    >
      {photo && (
        <img
          src={photo}
          alt=""
          width={size.width}
          height={size.height}
          style={{ position: "absolute", top: 0, left: 0, objectFit: "cover" }}
        />
      )}
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          padding: "56px 64px",
          backgroundImage: photo
            ? "linear-gradient(180deg, rgba(20,16,28,0.05) 25%, rgba(20,16,28,0.88) 75%)"
            : `linear-gradient(135deg, ${ink}, #241d2f)`,
        }}
      >
        <div
          style={{
            display: "flex",
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 3,
            color: primary,
            textTransform: "uppercase",
          }}
        >
          {siteConfig.name}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 16,
            fontSize: title.length > 70 ? 48 : 60,
            fontWeight: 700,
            lineHeight: 1.15,
            color: "#ffffff",
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ position: "absolute", left: 0, bottom: 0, width: "100%", height: 14, backgroundColor: primary }} />
    </div>,
    {
      ...size,
      fonts,
      // next/og's default is a year, immutable, but the address stays the same when the post's title or picture changes.
      headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400" },
    },
  );
}
