// The smart link generator (/music-links): a static page with the form; the "Your smart links" link for a signed-in
// creator streams in on its own, so the page stays in the page cache for everyone.
import { Suspense } from "react";
import { PageHeader } from "@/components/about/page-header";
import { SmartLinkGenerator } from "@/components/smart-links/smart-link-generator";
import { MineLink } from "@/components/smart-links/mine-link";
import { env } from "@/lib/config/env";
import { directUploads } from "@/lib/storage";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(
  "/music-links",
  "Smart Link Generator",
  "One link for your song: fans pick Spotify, Apple Music, Boomplay, Audiomack or YouTube from a page that previews everywhere.",
);

export default function MusicLinksPage() {
  return (
    <>
      <PageHeader title="Smart Link Generator" crumbs={[{ label: "Music links" }]}>
        <p className="mt-3 max-w-2xl text-white/80">
          One link for your release: fans open it and choose their favourite platform. Share it anywhere, or print its
          QR code.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Suspense fallback={null}>
          <MineLink />
        </Suspense>
        {/* Read when the page is built, like SITE_URL: a deployment's settings are its build's. */}
        <SmartLinkGenerator siteUrl={env.siteUrl} direct={directUploads()} />
      </div>
    </>
  );
}
