// next/image's optimised, responsive <img> (srcset through the image optimiser, sizes, lazy loading, `fill`) rendered
// on the server with getImageProps: no client component, so a page whose images only display ships no image code
// (next/image's client component is ~6 kB gzip of first-load JavaScript). Server-only: a client component that shows
// pictures takes their attributes from here as props (ImgAttributes: imageProps, fillImageProps) and spreads them on a
// plain <img>, as the home slideshow and top artists do. Use next/image itself only where the image needs browser events
// and nothing server-side can make its attributes, as the team avatars do.
//
// `priority` marks the page's LCP image (one per page): it loads eagerly with fetchpriority="high" and is preloaded
// from the document's head (<link rel="preload" imagesrcset>), so its download starts before the body is parsed.
// `eager` is for the other images above the fold on a wide screen (the rest of a list's first row): requested at once
// but with fetchpriority="low", which also keeps React from preloading them from the head (it preloads every other
// non-lazy image). On a phone they are below the fold, and preloaded they started beside the LCP image and one was
// promoted to high priority, sharing the phone's bandwidth with the picture it is waiting for. Everything else is lazy.
import "server-only";
import type { CSSProperties } from "react";
import type { ImageProps } from "next/image";
import { preload } from "react-dom";
import { imageProps } from "@/lib/next-config/image-props";

/**
 * The attributes of an optimised `<img>`, made on the server. A client component that shows pictures takes these as
 * props and spreads them on a plain `<img>`, so next/image's code (~4 kB gzip) never reaches the phone.
 */
export type ImgAttributes = Omit<ReturnType<typeof imageProps>, "style"> & { style?: CSSProperties };

/**
 * next/image places a `fill` picture with an inline style; the .img-fill class (app/globals.css) does the same once in
 * the stylesheet instead of in every card's markup and payload.
 */
const placedByClass = (img: ImgAttributes): ImgAttributes => ({
  ...img,
  style: undefined,
  className: img.className ? `img-fill ${img.className}` : "img-fill",
});

/** Preloads the page's LCP picture from the document's head, with high priority (one per page). */
export function preloadLcp(img: ImgAttributes): void {
  if (typeof img.src === "string") {
    preload(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
}

/** A `fill` picture's attributes for a client component, placed by the .img-fill class. */
export const fillImageProps = (props: Omit<ImageProps, "fill">): ImgAttributes =>
  placedByClass(imageProps({ ...props, fill: true }));

type Props = Omit<ImageProps, "onLoad" | "onError" | "placeholder" | "preload" | "priority"> & {
  priority?: boolean;
  eager?: boolean;
};

export function StaticImage({ priority = false, eager = false, ...props }: Props) {
  const loading = priority || eager ? "eager" : props.loading;
  const fetchPriority = priority ? "high" : eager ? "low" : undefined;
  const img = imageProps({ ...props, loading, ...(fetchPriority ? { fetchPriority } : {}) });
  if (priority) preloadLcp(img);
  if (props.fill && !props.style) {
    // eslint-disable-next-line @next/next/no-img-element -- this IS next/image's <img>, from getImageProps
    return <img {...placedByClass(img)} alt={props.alt} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- this IS next/image's <img>, from getImageProps
  return <img {...img} alt={props.alt} />;
}
