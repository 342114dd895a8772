import { NotFoundNotice } from "@/components/about/page-header";
import { SMART_LINK_NOT_FOUND } from "@/lib/smart-links/copy";

export default function SmartLinkNotFound() {
  return <NotFoundNotice message={SMART_LINK_NOT_FOUND} href="/music-links" label="Create a smart link" />;
}
