// Whether a public address is a page that exists right now (lib/analytics/site-page-rules.ts says which addresses are
// pages), asked by attribution before it credits a landing or a page view. Each lookup is the page's own cached read,
// so it agrees with what the page shows: a post that is not public, a hidden smart link, an unpublished link-in-bio
// page or an unknown service or article is no page (the page answers 404).
import "server-only";
import { sitePageOf } from "@/lib/analytics/site-page-rules";
import { findAboutArticle } from "@/lib/pages";
import { findLinkPage } from "@/lib/smart-links";
import { findPost } from "@/lib/posts";
import { getService } from "@/lib/services";
import { findSmartLink } from "@/lib/smart-links";

export async function pageExists(path: string): Promise<boolean> {
  const page = sitePageOf(path);
  switch (page?.kind) {
    case undefined:
      return false;
    case "page":
      return true;
    case "post":
      return (await findPost(page.slug)) !== null;
    case "smartlink":
      return (await findSmartLink(page.slug)) !== null;
    case "links":
      return (await findLinkPage(page.handle)) !== null;
    case "service":
      return (await getService(page.id)) !== null;
    case "about":
      return findAboutArticle(page.id) !== undefined;
  }
}
