// The share page of a smart link, /smartlink/{slug}: cover, title, artist and one button per platform, complete in the
// first HTML (no JavaScript needed). lib/public-rewrites.ts rewrites /smartlink/{slug} here with the visitor's region, so
// each link has two cached static variants (the button order differs) and the page reads no request data.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { StaticImage as Image } from "@/components/ui/static-image";
import { ShareTracker } from "@/components/smart-links/share-tracker";
import { findSmartLink, linkPlatforms, listShownSmartLinks } from "@/lib/data/smart-links";
import { orderForRegion, REGIONS, type Region } from "@/lib/domain/smart-link-visit";
import { goPath, shareImagePath, sharePath } from "@/lib/domain/smart-link-paths";
import { feedAlternates } from "@/lib/metadata";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { musicRecordingJsonLd } from "@/lib/seo/json-ld";
import { SHARE_IMAGE_SIZE } from "@/lib/seo/share-image";
import { SMART_LINK_DESCRIPTION, SMART_LINK_NOT_FOUND } from "@/lib/validations/smart-link";
import { NotFoundView } from "@/components/layout/not-found-view";
import SmartLinkNotFound from "./not-found";

type Props = { params: Promise<{ slug: string; region: string }> };

// The newest link's two variants are rendered by `next build`, the others on their first visit; each is then served
// from the page cache until the link changes. Cache Components needs at least one path: with no links (or no
// database while building) a placeholder stands in, which is a 404.
export async function generateStaticParams() {
  const links = await listShownSmartLinks(1).catch(() => []);
  const slugs = links.length ? links.map((l) => l.slug) : ["none"];
  return slugs.flatMap((slug) => REGIONS.map((region) => ({ slug, region })));
}

const isRegion = (value: string): value is Region => (REGIONS as string[]).includes(value);

const loadLink = cache(findSmartLink);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, region } = await params;
  if (!isRegion(region)) notFound();
  const link = await loadLink(slug);
  if (!link) return { title: SMART_LINK_NOT_FOUND.replace(/\.$/, "") };
  const title = `${link.songTitle} by ${link.artistName}`;
  const url = sharePath(link.slug);
  const image = { url: shareImagePath(link.slug, link.updatedAt), ...SHARE_IMAGE_SIZE, alt: title, type: "image/png" };
  return {
    title,
    description: SMART_LINK_DESCRIPTION,
    // Both variants are the one page people share: /smartlink/{slug}.
    alternates: { canonical: url, types: feedAlternates },
    openGraph: { type: "music.song", title, description: SMART_LINK_DESCRIPTION, url, images: [image] },
    twitter: { card: "summary_large_image", title, description: SMART_LINK_DESCRIPTION, images: [image] },
    // A page made signed out carries our name but nobody we know: not for search engines until claimed or approved.
    ...(link.approved ? {} : { robots: { index: false } }),
  };
}

export default async function SmartLinkPage({ params }: Props) {
  const { slug, region } = await params;
  if (!isRegion(region)) notFound();
  const link = await loadLink(slug);
  if (!link)
    return (
      <NotFoundView>
        <SmartLinkNotFound />
      </NotFoundView>
    );
  const platforms = orderForRegion(linkPlatforms(link), region);
  return (
    <article data-smart-link className="mx-auto flex max-w-md flex-col items-center px-4 py-10 text-center">
      <JsonLd data={musicRecordingJsonLd({ ...link, listenUrls: platforms.map((p) => p.url) })} />
      <div className="relative aspect-square w-full max-w-xs overflow-hidden rounded-xl bg-gray-100 shadow-lg">
        <Image
          src={link.coverImageUrl}
          alt={`Cover of ${link.songTitle}`}
          fill
          priority
          sizes="320px"
          className="object-cover"
        />
      </div>
      <h1 className="mt-6 font-serif text-3xl font-bold leading-tight">{link.songTitle}</h1>
      <p className="mt-1 text-lg text-gray-700">{`By ${link.artistName}`}</p>
      <p className="mt-8 font-medium">Listen to the song on your favorite platform:</p>
      <ul className="mt-4 flex w-full flex-col gap-3">
        {platforms.map((p) => (
          <li key={p.field}>
            {/* A plain link, not next/link: the router would prefetch the tracked redirect. */}
            <a
              href={goPath(link.slug, p.field)}
              data-go
              rel="nofollow"
              className="flex w-full items-center justify-center rounded-full bg-brand-dark px-5 py-3 font-semibold text-white no-underline hover:bg-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            >
              {`Listen on ${p.label}`}
            </a>
          </li>
        ))}
      </ul>
      <ShareTracker slug={link.slug} />
    </article>
  );
}
