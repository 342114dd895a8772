// The addresses of a smart link on our own site: its share page, the tracked redirect of each platform button, its QR
// codes and share image. Shared by the pages, the route handlers, the generator and the tests, so they cannot drift.
import type { PlatformField } from "./platforms";

/** The query mark a QR code's address carries, so a scan counts as a QR visit (`?qr=1`). */
export const QR_MARK = "qr";

export const sharePath = (slug: string) => `/smartlink/${encodeURIComponent(slug)}`;
/** The platform segment is the field name in lower case (`applemusic`); platformBySegment reads it back. */
export const goPath = (slug: string, field: PlatformField) => `${sharePath(slug)}/go/${field.toLowerCase()}`;
export const qrPath = (slug: string, type: "svg" | "png") => `${sharePath(slug)}/qr.${type}`;
/** What a QR code encodes: the share page with the QR mark. */
export const qrTargetPath = (slug: string) => `${sharePath(slug)}?${QR_MARK}=1`;
/** The share image; `version` (the link's last change) makes previews fetch it again after an edit. */
export const shareImagePath = (slug: string, version?: string) =>
  `${sharePath(slug)}/share.png${version ? `?v=${encodeURIComponent(version)}` : ""}`;
/** A creator's link-in-bio page. */
export const linkPagePath = (handle: string) => `/links/${encodeURIComponent(handle)}`;
