// Structured data (schema.org JSON-LD) for the public pages: what search engines read to describe the site, its posts,
// songs and services. Builders return plain objects; <JsonLd> serialises them.
import { siteConfig } from "@/lib/config/site";
import { DEFAULT_SHARE_IMAGE } from "@/lib/seo/share-image";
import { nairaAmount } from "@/lib/core/format";
import { absoluteUrl } from "./url";

type Thing = { "@context"?: "https://schema.org"; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org" as const;
const ORGANIZATION_ID = () => absoluteUrl("/home#organization");

export function organizationJsonLd(): Thing {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": ORGANIZATION_ID(),
    name: siteConfig.name,
    url: absoluteUrl("/home"),
    logo: absoluteUrl("/icon.png"),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    sameAs: Object.values(siteConfig.social),
  };
}

export function websiteJsonLd(): Thing {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: siteConfig.name,
    alternateName: siteConfig.shortName,
    description: siteConfig.description,
    url: absoluteUrl("/home"),
    inLanguage: "en-NG",
    publisher: { "@id": ORGANIZATION_ID() },
  };
}

export type BlogPostingInput = {
  slug: string;
  title: string;
  author: string;
  description: string;
  /** The post's plain text (never its Markdown). */
  articleBody?: string;
  imageUrl: string | null;
  categories: string[];
  publishedAt: string;
  updatedAt: string;
};

export function blogPostingJsonLd(post: BlogPostingInput): Thing {
  const url = absoluteUrl(`/post/${post.slug}`);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    ...(post.articleBody && { articleBody: post.articleBody }),
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon.png") },
    },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(post.imageUrl ?? DEFAULT_SHARE_IMAGE.url),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.categories.length > 0 && { keywords: post.categories.join(", ") }),
  };
}

export type SongInput = {
  id: string;
  title: string;
  artist: string;
  albumName: string | null;
  genre: string | null;
  releaseDate: string;
  coverImageUrl: string | null;
  audioUrl: string | null;
};

/** Songs have no page of their own: each is a MusicRecording in the list of the gallery page that shows it. */
export function songListJsonLd(songs: SongInput[], pagePath: string): Thing {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    url: absoluteUrl(pagePath),
    itemListElement: songs.map((song, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "MusicRecording",
        name: song.title,
        byArtist: { "@type": "MusicGroup", name: song.artist },
        ...(song.albumName && { inAlbum: { "@type": "MusicAlbum", name: song.albumName } }),
        ...(song.genre && { genre: song.genre }),
        datePublished: song.releaseDate,
        ...(song.coverImageUrl && { image: absoluteUrl(song.coverImageUrl) }),
        ...(song.audioUrl && { audio: { "@type": "AudioObject", contentUrl: absoluteUrl(song.audioUrl) } }),
        // The card's heading carries this id (components/songs/song-card.tsx).
        url: absoluteUrl(`${pagePath}#song-${song.id}`),
      },
    })),
  };
}

export type SmartLinkInput = {
  slug: string;
  songTitle: string;
  artistName: string;
  coverImageUrl: string;
  createdAt: string;
  /** The stored platform addresses, as the share page's buttons lead to them. */
  listenUrls: string[];
};

/** A smart link's share page describes one recording: its artist, cover, and the platforms it can be heard on. */
export function musicRecordingJsonLd(link: SmartLinkInput): Thing {
  return {
    "@context": CONTEXT,
    "@type": "MusicRecording",
    name: link.songTitle,
    byArtist: { "@type": "MusicGroup", name: link.artistName },
    image: absoluteUrl(link.coverImageUrl),
    url: absoluteUrl(`/smartlink/${encodeURIComponent(link.slug)}`),
    datePublished: link.createdAt,
    ...(link.listenUrls.length > 0 && { sameAs: link.listenUrls }),
  };
}

export type ServiceInput = { id: string; title: string; description: string; imageUrl: string };
export type OfferInput = { title: string; description: string; promoPriceKobo: number };

export function serviceJsonLd(service: ServiceInput, offers: OfferInput[]): Thing {
  const url = absoluteUrl(`/service/${service.id}`);
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.title,
    description: service.description,
    image: absoluteUrl(service.imageUrl),
    url,
    areaServed: "NG",
    provider: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/home") },
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.title,
      description: offer.description,
      price: nairaAmount(offer.promoPriceKobo),
      priceCurrency: "NGN",
      availability: "https://schema.org/InStock",
      url,
    })),
  };
}

export type Crumb = { href?: string; label: string };

/** The trail as shown; the last crumb is the current page and may have no address. */
export function breadcrumbJsonLd(trail: Crumb[]): Thing {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      ...(crumb.href && { item: absoluteUrl(crumb.href) }),
    })),
  };
}

/**
 * JSON for inside a <script> element: `<` is escaped so a title containing `</script>` or `<!--` cannot end the
 * element early, and the line separators JavaScript once treated as newlines are escaped too. Still valid JSON.
 */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
