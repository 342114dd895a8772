// A creator's link-in-bio page, /links/{handle} (docs/features/link-in-bio.md), in its own minimal frame
// (app/(links)/layout.tsx): an avatar, the page's name and their smart links on show, newest first, each with its
// platform buttons in the share page's order for this visitor (region, the platform they picked before, the in-app
// hint: lib/next-config/public-rewrites.ts rewrites /links/{handle} here with the view, so the page is cached static HTML and reads
// no request data). The buttons go through each link's tracked redirect, marked utm_medium=link-in-bio; a visit here is
// not a view of each link.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { StaticImage as Image } from "@/components/ui/static-image";
import { ShareTracker } from "@/components/smart-links/share-tracker";
import { NotFoundView } from "@/components/layout/not-found-view";
import { findLinkPage, publishedHandles } from "@/lib/smart-links/link-pages";
import { linkPlatforms } from "@/lib/smart-links/smart-links";
import { releaseDayLabel } from "@/lib/smart-links/reminder-copy";
import { orderForView, parseView, viewSegment } from "@/lib/smart-links/visit";
import { REGIONS } from "@/lib/http/visit";
import { goPath, linkPagePath, shareImagePath, sharePath } from "@/lib/smart-links/paths";
import { feedAlternates } from "@/lib/seo/metadata";
import { SHARE_IMAGE_SIZE } from "@/lib/seo/share-image";
import { InAppNote, PlatformLink, yourChoice } from "@/components/smart-links/platform-link";
import { LINK_PAGE_EMPTY, LINK_PAGE_MEDIUM, LINK_PAGE_NOT_FOUND } from "@/lib/smart-links/link-page-copy";
import LinkPageNotFound from "./not-found";

type Props = { params: Promise<{ handle: string; view: string }> };

// The newest page's two plain variants are rendered by `next build`, the rest on their first visit (Cache Components
// needs at least one path: with no pages, a placeholder that is a 404).
export async function generateStaticParams() {
  const handles = await publishedHandles(1).catch(() => []);
  return (handles.length ? handles : ["none"]).flatMap((handle) =>
    REGIONS.map((region) => ({ handle, view: viewSegment({ region, preferred: null, inApp: false }) })),
  );
}

const loadPage = cache(findLinkPage);

const description = (title: string) => `${title}: every song, on your favourite platform.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { handle, view } = await params;
  if (!parseView(view)) notFound();
  const page = await loadPage(handle);
  if (!page) return { title: LINK_PAGE_NOT_FOUND.replace(/\.$/, "") };
  const url = linkPagePath(page.handle);
  const newest = page.links[0];
  const images = newest
    ? [
        {
          url: shareImagePath(newest.slug, newest.updatedAt),
          ...SHARE_IMAGE_SIZE,
          alt: page.title,
          type: "image/png",
        },
      ]
    : undefined;
  return {
    title: page.title,
    description: description(page.title),
    alternates: { canonical: url, types: feedAlternates },
    openGraph: { type: "profile", title: page.title, description: description(page.title), url, images },
    twitter: { card: "summary_large_image", title: page.title, description: description(page.title), images },
    // A page of an account nobody proved carries our name but nobody we can reach: not for search engines.
    ...(page.vouched ? {} : { robots: { index: false } }),
  };
}

export default async function LinkPage({ params }: Props) {
  const { handle, view: segment } = await params;
  const view = parseView(segment);
  if (!view) notFound();
  const page = await loadPage(handle);
  if (!page)
    return (
      <NotFoundView>
        <LinkPageNotFound />
      </NotFoundView>
    );
  return (
    <div data-smart-link className="mx-auto flex max-w-xl flex-col px-4 py-10">
      <div className="flex flex-col items-center gap-3">
        {/* The creator's avatar: their page title's first letter (accounts have no picture of their own). */}
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-brand-dark font-serif text-4xl font-bold text-white"
        >
          {Array.from(page.title.trim())[0]?.toUpperCase()}
        </span>
        <h1 className="text-center font-serif text-3xl font-bold leading-tight">{page.title}</h1>
      </div>
      {view.inApp && <InAppNote />}
      {page.links.length === 0 ? (
        <p className="mt-8 text-center text-gray-700">{LINK_PAGE_EMPTY}</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-6" aria-label="Songs">
          {page.links.map((link, index) => (
            <li key={link.slug} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`song-${link.slug}`} className="flex flex-col gap-4">
                <div className="flex items-center gap-4">
                  <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-gray-100">
                    <Image
                      src={link.coverImageUrl}
                      alt={`Cover of ${link.songTitle}`}
                      fill
                      priority={index === 0}
                      sizes="80px"
                      className="object-cover"
                    />
                  </div>
                  <div className="min-w-0 text-left">
                    <h2 id={`song-${link.slug}`} className="font-serif text-xl font-bold leading-tight">
                      <a href={sharePath(link.slug)} className="text-ink no-underline hover:underline">
                        {link.songTitle}
                      </a>
                    </h2>
                    <p className="text-gray-700">{`By ${link.artistName}`}</p>
                  </div>
                </div>
                {!link.released ? (
                  <p className="text-left">
                    Out on {releaseDayLabel(link.releaseOn!)}.{" "}
                    <a href={sharePath(link.slug)} className="font-semibold text-brand-dark underline">
                      Get a release-day email
                    </a>
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {orderForView(linkPlatforms(link), view).map((p) => (
                      <li key={p.field}>
                        <PlatformLink
                          href={`${goPath(link.slug, p.field)}?utm_medium=${LINK_PAGE_MEDIUM}`}
                          chosen={p.field === view.preferred}
                          label={
                            p.field === view.preferred
                              ? yourChoice(`Listen to ${link.songTitle} on ${p.label}`)
                              : `Listen to ${link.songTitle} on ${p.label}`
                          }
                          className="inline-flex items-center rounded-full bg-brand-dark px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                        >
                          {p.label}
                        </PlatformLink>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ShareTracker />
    </div>
  );
}
