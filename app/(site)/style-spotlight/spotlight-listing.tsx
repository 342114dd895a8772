// The style spotlight at one filter and page: /style-spotlight[?category=c&page=n], which lib/next-config/public-rewrites.ts rewrites to
// /style-spotlight/pages/{c or all}/{n}, so every view is a cached static render
// (expired by the spotlight tags) instead of a render per request.
import type { Metadata } from "next";
import { SpotlightBrowser } from "@/components/spotlights/spotlight-browser";
import { SpotlightComments } from "@/components/spotlights/spotlight-comments";
import { SpotlightGallery } from "@/components/spotlights/spotlight-gallery";
import { spotlightHref } from "@/components/spotlights/href";
import { listSpotlightComments } from "@/lib/spotlights/comments";
import { listSpotlightOptions, listSpotlights } from "@/lib/spotlights/spotlights";
import { pageMetadata } from "@/lib/seo/metadata";
import {
  SPOTLIGHT_COMMENTS_PAGE_SIZE,
  SPOTLIGHTS_PAGE_SIZE,
  type SpotlightCategoryParam,
} from "@/lib/spotlights/schema";

const description =
  "Nigerian style at its best: standout looks from men and women, rated and discussed by our readers.";

/** The view's own address (/style-spotlight?category=c&page=n) is canonical, also for /style-spotlight/pages/…. */
export const spotlightMetadata = (category: SpotlightCategoryParam | null, page: number): Metadata =>
  pageMetadata(spotlightHref(category, page), "Style Spotlight", description);

export async function SpotlightListing({ category, page }: { category: SpotlightCategoryParam | null; page: number }) {
  const [gallery, comments, options] = await Promise.all([
    listSpotlights(category, page, SPOTLIGHTS_PAGE_SIZE),
    listSpotlightComments(1, SPOTLIGHT_COMMENTS_PAGE_SIZE, null),
    listSpotlightOptions(),
  ]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-2 font-serif text-4xl font-bold">Style Spotlight</h1>
      <p className="mb-8 max-w-2xl text-gray-600">{description}</p>
      <SpotlightBrowser category={category} page={gallery.page} totalPages={gallery.totalPages}>
        <SpotlightGallery spotlights={gallery.spotlights} />
      </SpotlightBrowser>
      <SpotlightComments initial={comments} spotlights={options} />
    </div>
  );
}
