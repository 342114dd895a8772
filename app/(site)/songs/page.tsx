// /songs: page 1 of the gallery, rendered once and cached; later pages are /songs/pages/[page] (middleware.ts rewrites
// ?page=n there). Admin controls are decided by the comments API per request, so this page is the same for everyone.
import { SongsListing, songsMetadata } from "./songs-listing";

export const metadata = songsMetadata(1);

export default function SongsPage() {
  return <SongsListing page={1} />;
}
