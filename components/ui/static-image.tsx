// next/image's optimised, responsive <img> (srcset through the image optimiser, sizes, lazy loading, `fill`) rendered
// on the server with getImageProps: no client component, so a page whose images only display ships no image code
// (next/image's client component is ~6 kB gzip of first-load JavaScript). Use next/image itself only where the image
// needs browser events (onLoad/onError), as the home slideshow and team avatars do.
//
// `priority` marks the page's LCP image: it loads eagerly with fetchpriority="high", and being a plain <img> in the
// first HTML the browser's preload scanner finds it at once.
import { getImageProps, type ImageProps } from "next/image";

type Props = Omit<ImageProps, "onLoad" | "onError" | "placeholder" | "preload"> & { priority?: boolean };

export function StaticImage({ priority = false, ...props }: Props) {
  const { props: img } = getImageProps(priority ? { ...props, loading: "eager", fetchPriority: "high" } : props);
  // eslint-disable-next-line @next/next/no-img-element -- this IS next/image's <img>, from getImageProps
  return <img {...img} alt={props.alt} />;
}
