// The one admin write of a record with a picture (an advert, an artist, a spotlight, a team member, an admin, a
// worker): a newly sent file is stored before the write and removed again when the write fails, the write and its log
// row commit together (adminWrite), and only then is the file the record no longer has removed and its cached reads
// expired. A file is never removed before the row that named it is gone, so a failed write loses no picture.
import "server-only";
import { expire } from "@/lib/cache";
import { deleteFile, withStoredFile, type UploadPurpose } from "@/lib/storage";
import { adminWrite, type Actor, type Describe, type Tx } from "./activity";

type Store = <T>(
  value: FormDataEntryValue | null | undefined,
  purpose: UploadPurpose,
  write: (url: string | undefined) => Promise<T>,
) => Promise<T>;

type Picture<T> = {
  /** The form's file field (a new picture), stored first with `purpose`; absent for a write that brings none. */
  file?: FormDataEntryValue | null;
  purpose?: UploadPurpose;
  /** The picture before the write and after it (none after a delete): the one before is removed unless it stayed. */
  files?: (result: T) => [before: string | null | undefined, after?: string | null];
  /** The cache tags of the record's public reads. */
  expires?: string[];
  /** Private storage (a worker's photo) instead of public uploads. */
  store?: Store;
  remove?: (url: string | null | undefined) => Promise<void>;
};

export async function withPicture<T>(
  actor: Actor,
  write: (tx: Tx, url: string | undefined) => Promise<T>,
  describe: Describe<T>,
  { file, purpose = "image", files, expires = [], store = withStoredFile, remove = deleteFile }: Picture<T>,
): Promise<T> {
  const result = await store(file, purpose, (url) => adminWrite(actor, (tx) => write(tx, url), describe));
  const [before, after] = files?.(result) ?? [];
  if (before !== after) await remove(before);
  if (expires.length) expire(...expires);
  return result;
}
