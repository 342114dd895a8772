// The home page's pictures, made on the server for its two client components (the slideshow and the top artists):
// they get each <img>'s optimised attributes as props, so next/image's code (~4 kB gzip) stays off the phone.
import "server-only";
import { fillImageProps, preloadLcp, type ImgAttributes } from "@/components/ui/static-image";
import { imageProps } from "@/lib/next-config/image-props";
import type { ArtistDto } from "@/lib/artists/artists";

/**
 * The slides, full width. The first is the page's hero and its largest paint on a phone: fetched first, with high
 * priority, and preloaded from the head; the others wait at low priority.
 */
export function slidePictures(images: string[]): ImgAttributes[] {
  return images.map((src, i) => {
    const img = imageProps({
      src,
      alt: "",
      fill: true,
      sizes: "100vw",
      loading: "eager",
      fetchPriority: i === 0 ? "high" : "low",
    });
    if (i === 0) preloadLcp(img);
    return img;
  });
}

export type ArtistWithPictures = ArtistDto & { card: ImgAttributes; large: ImgAttributes };

/** Each artist with the card's picture (lazy, below the fold) and the larger one its dialog shows. */
export const artistPictures = (artists: ArtistDto[]): ArtistWithPictures[] =>
  artists.map((artist) => ({
    ...artist,
    card: fillImageProps({
      src: artist.imageUrl,
      alt: "",
      sizes: "(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw",
      className: "object-cover transition-transform duration-300 group-hover:scale-105",
    }),
    large: fillImageProps({
      src: artist.imageUrl,
      alt: artist.name,
      sizes: "(min-width: 640px) 29rem, 85vw",
      className: "object-cover",
    }),
  }));
