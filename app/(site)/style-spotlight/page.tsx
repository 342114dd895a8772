import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { SpotlightBrowser } from "@/components/spotlight/spotlight-browser";
import { SpotlightComments } from "@/components/spotlight/spotlight-comments";
import { SpotlightGallery } from "@/components/spotlight/spotlight-gallery";
import { listSpotlightCommentsCached } from "@/lib/data/spotlight-comments";
import { listSpotlightOptionsCached, listSpotlightsCached } from "@/lib/data/spotlights";
import { pageParam } from "@/lib/validations/basics";
import { categorySchema, SPOTLIGHT_COMMENTS_PAGE_SIZE, SPOTLIGHTS_PAGE_SIZE } from "@/lib/validations/spotlight";

export const revalidate = 3600;

const description = "Nigerian style at its best: standout looks from men and women, rated and discussed by our readers.";

export const metadata: Metadata = pageMetadata("/style-spotlight", "Style Spotlight", description);

type Props = { searchParams: Promise<{ category?: string | string[]; page?: string | string[] }> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function StyleSpotlightPage({ searchParams }: Props) {
  const query = await searchParams;
  // A hand-typed unknown category shows everything rather than an error page.
  const parsed = categorySchema.safeParse(first(query.category));
  const category = parsed.success ? parsed.data : null;
  const [gallery, comments, options] = await Promise.all([
    listSpotlightsCached(category, pageParam.parse(first(query.page)), SPOTLIGHTS_PAGE_SIZE),
    listSpotlightCommentsCached(1, SPOTLIGHT_COMMENTS_PAGE_SIZE, null),
    listSpotlightOptionsCached(),
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
