// The signed-in creator's link-in-bio page, /links/{handle} (docs/features/link-in-bio.md).
// GET → { linkPage: { handle, title, published } | null }; PUT JSON { handle, title, published? } → { message, linkPage }
// (409 when another account holds the handle).
import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { getOwnLinkPage, saveLinkPage } from "@/lib/smart-links/link-pages";
import { linkPageSchema } from "@/lib/smart-links/link-page-schema";
import { LINK_PAGE_SAVED } from "@/lib/smart-links/link-page-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withUser(async ({ caller }) => ({ linkPage: await getOwnLinkPage(caller.id) }));

export const PUT = withUser(async ({ req, caller }) => {
  const values = await readJson(req, linkPageSchema);
  return { message: LINK_PAGE_SAVED, linkPage: await saveLinkPage(caller.id, values) };
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/link-page");
