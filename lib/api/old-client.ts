// The spec's old client names a few fields differently from our records (its entity tables: a post's and an admin's
// `image`, a song's `album`), and its forms send a few values our schemas would refuse ("null" for an empty link, a
// text where a file may go). These helpers translate at the API's edge, in the route handlers, so the data layer and
// our own pages keep one name for each field. docs/architecture.md lists every difference from the old client, and why.
import { env } from "@/lib/config/env";
import { absoluteUrl } from "@/lib/seo/url";
import { directUploads } from "@/lib/storage";
import { bookingSchema } from "@/lib/bookings/schema";
import { parseWith } from "./body";

/** The fields of our answers that hold a picture's or a file's address. */
const FILE_FIELDS = ["imageUrl", "image", "coverImageUrl", "coverImage", "audioUrl", "photo", "fileUrl"] as const;

/**
 * A record as the old client shows it: every picture and file address absolute on SITE_URL. It joins a relative
 * address to its own API base (`${base}/${imageUrl}` made `//files/…`, a host named "files"); an absolute one it takes
 * as it is. Addresses already absolute (Vercel Blob, worker photos) stay as they are; other fields are untouched.
 */
export function withAbsoluteFiles<T extends object>(record: T): T {
  const out = { ...record } as Record<string, unknown>;
  for (const field of FILE_FIELDS) {
    const value = out[field];
    if (typeof value === "string" && value !== "") out[field] = absoluteUrl(value);
  }
  return out as T;
}

/** Posts and admins: the picture also as `image`, the name the spec's tables give it. */
export const withImage = <T extends { imageUrl: string | null }>(record: T) => ({ ...record, image: record.imageUrl });

/** Songs: the album also as `album`, the name the old song list (and its edit form) reads. */
export const withAlbum = <T extends { albumName: string | null }>(song: T) => ({ ...song, album: song.albumName });

/**
 * A form's fields with the old client's names turned into ours (`{ album: "albumName" }`); a field sent under our own
 * name wins over its old name.
 */
export function renamed(fields: Record<string, string>, names: Record<string, string>): Record<string, string> {
  const out = { ...fields };
  for (const [old, ours] of Object.entries(names)) {
    if (old in out && !(ours in out)) out[ours] = out[old];
    delete out[old];
  }
  return out;
}

/**
 * A file field: the file; with Blob on, the address of a file the browser uploaded straight to storage; otherwise
 * nothing when a form sent text there (the old advert form echoes the stored picture; lib/adverts/adverts.ts takes that
 * address as no new picture).
 */
export const uploadOrNothing = (value: FormDataEntryValue | null): File | string | null =>
  typeof value !== "string" ? value : directUploads() && value.startsWith("https://") ? value : null;

/** Where a booking file's upload answer says it is: a handle naming the upload for the booking, not a download. */
export const bookingUploadPath = (uploadId: string) => `/mnb/api/bookings/files/${uploadId}`;
const BOOKING_UPLOAD = /^\/mnb\/api\/bookings\/files\/([a-z0-9]{1,40})$/;

/** Where the old booking form's own media host may be fetched from (lib/bookings/bookings.ts decides which hosts). */
export type LegacyFileImport = { accepts: (url: URL) => boolean; fetchAndStore: (url: URL) => Promise<string> };

/**
 * The old booking form names its file by the address its upload answered (`fileUrl`); ours by the upload's id. A
 * `fileUrl` that is one of our own upload addresses (bookingUploadPath, relative or on this site) becomes that
 * upload's `fileId`, and createBooking checks the upload as for any id. One on a host the operator allows
 * (LEGACY_FILE_HOSTS: the old form uploads to its own media host) is fetched and stored like an upload of this
 * visitor's, once the rest of the booking has passed its checks (a booking refused anyway costs no download). Anything
 * else names no file, and the booking is answered "Please upload a file first."
 */
export async function bookingFileFromUrl(raw: unknown, legacy?: LegacyFileImport): Promise<unknown> {
  if (!raw || typeof raw !== "object" || Array.isArray(raw) || "fileId" in raw) return raw;
  const { fileUrl, ...rest } = raw as Record<string, unknown>;
  if (typeof fileUrl !== "string" || fileUrl.length > 2048) return rest;
  let url: URL;
  try {
    url = new URL(fileUrl.trim(), `${env.siteUrl}/`);
  } catch {
    return rest;
  }
  const id =
    url.origin === new URL(env.siteUrl).origin && !url.search ? BOOKING_UPLOAD.exec(url.pathname)?.[1] : undefined;
  if (id) return { ...rest, fileId: id };
  if (!legacy?.accepts(url)) return rest;
  parseWith(bookingSchema.omit({ fileId: true }), rest);
  return { ...rest, fileId: await legacy.fetchAndStore(url) };
}
