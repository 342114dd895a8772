import { NotFoundNotice } from "@/components/about/page-header";
import { LINK_PAGE_NOT_FOUND } from "@/lib/smart-links/link-page-copy";

export default function LinkPageNotFound() {
  return <NotFoundNotice message={LINK_PAGE_NOT_FOUND} href="/music-links" label="Create a smart link" />;
}
