// The spec's old client names a few fields differently from our records (its entity tables: a post's and an admin's
// `image`, a song's `album`), and its forms send a few values our schemas would refuse ("null" for an empty link, a
// text where a file may go). These helpers translate at the API's edge, in the route handlers, so the data layer and
// our own pages keep one name for each field. README "API" lists every difference from the old client.
import { env } from "@/lib/env";
import { directUploads } from "@/lib/storage";

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
 * nothing when a form sent text there (the old advert form echoes the stored picture; lib/data/adverts.ts takes that
 * address as no new picture).
 */
export const uploadOrNothing = (value: FormDataEntryValue | null): File | string | null =>
  typeof value !== "string" ? value : directUploads() && value.startsWith("https://") ? value : null;

/** Where a booking file's upload answer says it is: a handle naming the upload for the booking, not a download. */
export const bookingUploadPath = (uploadId: string) => `/mnb/api/bookings/files/${uploadId}`;
const BOOKING_UPLOAD = /^\/mnb\/api\/bookings\/files\/([a-z0-9]{1,40})$/;

/**
 * The old booking form names its file by the address its upload answered (`fileUrl`); ours by the upload's id. A
 * `fileUrl` counts only when it is one of our own upload addresses (bookingUploadPath, relative or on this site): it
 * becomes that upload's `fileId`, and createBooking checks the upload as for any id. Anything else (a file hosted
 * elsewhere) names no file, and the booking is answered "Please upload a file first."
 */
export function bookingFileFromUrl(raw: unknown): unknown {
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
  return id ? { ...rest, fileId: id } : rest;
}
