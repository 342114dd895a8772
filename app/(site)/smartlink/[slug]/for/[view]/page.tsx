// The share page of a smart link, /smartlink/{slug}: cover, title, artist and one button per platform, complete in the
// first HTML (no JavaScript needed). lib/next-config/public-rewrites.ts rewrites /smartlink/{slug} here with the visitor's view
// (region, the platform they picked before, an app's built-in browser: parseView), so each link has a few cached
// static variants (the button order and the in-app hint differ) and the page reads no request data.
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { StaticImage as Image } from "@/components/ui/static-image";
import { ShareTracker } from "@/components/smart-links/share-tracker";
import { findSmartLink, linkPlatforms, listShownSmartLinks } from "@/lib/smart-links/smart-links";
import { RELEASE_TEXT, releaseDayLabel } from "@/lib/smart-links/reminder-copy";
import { ReminderForm } from "@/components/smart-links/reminder-form";
import { orderForView, parseView, viewSegment } from "@/lib/smart-links/visit";
import { REGIONS } from "@/lib/http/visit";
import { goPath, shareImagePath, sharePath } from "@/lib/smart-links/paths";
import { feedAlternates } from "@/lib/seo/metadata";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { musicRecordingJsonLd } from "@/lib/seo/json-ld";
import { SHARE_IMAGE_SIZE } from "@/lib/seo/share-image";
import { SMART_LINK_DESCRIPTION, SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";
import { InAppNote, PlatformLink, yourChoice } from "@/components/smart-links/platform-link";
import { NotFoundView } from "@/components/layout/not-found-view";
import SmartLinkNotFound from "./not-found";
import { findLegacySlug } from "@/lib/legacy-addresses/legacy-addresses";

type Props = { params: Promise<{ slug: string; view: string }> };

// The newest link's two plain variants (one per region) are rendered by `next build`, the others (other links, a
// fan's own platform first, the in-app hint) on their first visit; each is then served
// from the page cache until the link changes. Cache Components needs at least one path: with no links (or no
// database while building) a placeholder stands in, which is a 404.
export async function generateStaticParams() {
  const links = await listShownSmartLinks(1).catch(() => []);
  const slugs = links.length ? links.map((l) => l.slug) : ["none"];
  return slugs.flatMap((slug) =>
    REGIONS.map((region) => ({ slug, view: viewSegment({ region, preferred: null, inApp: false }) })),
  );
}

const loadLink = cache(findSmartLink);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, view } = await params;
  if (!parseView(view)) notFound();
  const link = await loadLink(slug);
  if (!link) return { title: SMART_LINK_NOT_FOUND.replace(/\.$/, "") };
  const title = `${link.songTitle} by ${link.artistName}`;
  const url = sharePath(link.slug);
  const image = { url: shareImagePath(link.slug, link.updatedAt), ...SHARE_IMAGE_SIZE, alt: title, type: "image/png" };
  return {
    title,
    description: SMART_LINK_DESCRIPTION,
    // Every variant is the one page people share: /smartlink/{slug}.
    alternates: { canonical: url, types: feedAlternates },
    openGraph: { type: "music.song", title, description: SMART_LINK_DESCRIPTION, url, images: [image] },
    twitter: { card: "summary_large_image", title, description: SMART_LINK_DESCRIPTION, images: [image] },
    // A page made signed out carries our name but nobody we know: not for search engines until claimed or approved.
    ...(link.approved ? {} : { robots: { index: false } }),
  };
}

export default async function SmartLinkPage({ params }: Props) {
  const { slug, view: segment } = await params;
  const view = parseView(segment);
  if (!view) notFound();
  const link = await loadLink(slug);
  // A link the old site shared under a slug that moved here: the share page under its new slug (whose rewrite picks
  // the visitor's view again).
  const moved = link ? null : await findLegacySlug("smartlink", slug);
  if (moved) permanentRedirect(sharePath(moved));
  if (!link)
    return (
      <NotFoundView>
        <SmartLinkNotFound />
      </NotFoundView>
    );
  const released = link.released;
  const platforms = released ? orderForView(linkPlatforms(link), view) : [];
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
      {!released ? (
        // Before its day (Lagos) the page takes reminders; the release-day job expires it when the day comes.
        <>
          <p className="mt-6 text-lg font-semibold">Out on {releaseDayLabel(link.releaseOn!)}</p>
          {/* Reminders email whatever address is typed: only a link someone we can reach vouches for takes them. */}
          {link.approved ? (
            <>
              <ReminderForm slug={link.slug} />
              <p className="mt-3 text-sm text-gray-600">
                One email on the day, nothing else. We ask you to confirm first.
              </p>
            </>
          ) : (
            <p className="mt-3 text-sm text-gray-600">{RELEASE_TEXT.notVouched}</p>
          )}
        </>
      ) : (
        <>
          {view.inApp && <InAppNote />}
          <p className="mt-8 font-medium">Listen to the song on your favorite platform:</p>
          <ul className="mt-4 flex w-full flex-col gap-3">
            {platforms.map((p) => (
              <li key={p.field}>
                <PlatformLink
                  href={goPath(link.slug, p.field)}
                  chosen={p.field === view.preferred}
                  label={p.field === view.preferred ? yourChoice(`Listen on ${p.label}`) : undefined}
                  className="flex w-full items-center justify-center rounded-full bg-brand-dark px-5 py-3 font-semibold text-white no-underline hover:bg-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                >
                  {`Listen on ${p.label}`}
                </PlatformLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <ShareTracker slug={link.slug} />
    </article>
  );
}
