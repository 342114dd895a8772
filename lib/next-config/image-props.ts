// next/image's attributes for an optimised <img>, made on the server (components/ui/static-image.tsx draws them; the
// Markdown renderer writes them into a post's HTML).
import "server-only";
import { getImageProps, type ImageProps } from "next/image";
import { trimSrcSet } from "./image-widths";

/** getImageProps, with the srcset candidates no screen would pick left out (./image-widths.ts). */
export function imageProps(props: ImageProps) {
  const { props: img } = getImageProps(props);
  return { ...img, srcSet: trimSrcSet(img.srcSet, img.sizes) };
}
