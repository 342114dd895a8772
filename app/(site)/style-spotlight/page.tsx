// /style-spotlight: all categories, page 1, rendered once and cached; other filters and pages are
// /style-spotlight/pages/[category]/[page] (middleware.ts rewrites ?category=c&page=n there).
import { SpotlightListing, spotlightMetadata } from "./spotlight-listing";

export const metadata = spotlightMetadata(null, 1);

export default function StyleSpotlightPage() {
  return <SpotlightListing category={null} page={1} />;
}
