// Uploaded files: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, the local disk otherwise (served by /files/...).
// Every file is checked by its bytes against the purpose's allow-list and stored under a generated name.
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { checkUpload, type UploadPurpose } from "./rules";
import type { StorageDriver } from "./driver";
import { localDriver } from "./local";
import { blobDriver } from "./blob";

export type { UploadPurpose } from "./rules";

export type StoredFile = { url: string; pathname: string; contentType: string; size: number };

function driver(): StorageDriver {
  return env.BLOB_READ_WRITE_TOKEN ? blobDriver(env.BLOB_READ_WRITE_TOKEN) : localDriver(env.uploadDir);
}

export async function storeFile(bytes: Uint8Array, purpose: UploadPurpose): Promise<StoredFile> {
  const { contentType, ext } = checkUpload(bytes, purpose);
  const pathname = `${purpose}/${Date.now().toString(36)}-${randomBytes(8).toString("hex")}.${ext}`;
  const url = await driver().put(pathname, bytes, contentType);
  return { url, pathname, contentType, size: bytes.length };
}

/** Whether a form field carries a file: a browser sends an empty, nameless file for an untouched file input. */
export const isSentFile = (value: FormDataEntryValue | null | undefined): value is File =>
  !!value && typeof value !== "string" && value.size > 0;

/** Reads a multipart File (or nothing) and stores it; null when no file was sent. */
export async function storeFormFile(value: FormDataEntryValue | null, purpose: UploadPurpose): Promise<StoredFile | null> {
  if (!isSentFile(value)) return null;
  return storeFile(new Uint8Array(await value.arrayBuffer()), purpose);
}

/** Best effort: a file left behind is harmless, a failed request because of cleanup is not. */
export async function deleteFile(url: string | null | undefined): Promise<void> {
  if (!url) return;
  await driver().delete(url).catch((error) => console.warn(`Could not delete ${url}:`, error));
}

/**
 * Stores the file (if one was sent) before `write` runs and deletes it again when `write` fails, so a refused or
 * failed row write leaves no file behind. `write` gets the stored file's URL, or undefined when none was sent.
 */
export async function withStoredFile<T>(value: FormDataEntryValue | null | undefined, purpose: UploadPurpose, write: (url: string | undefined) => Promise<T>): Promise<T> {
  const stored = await storeFormFile(value ?? null, purpose);
  try {
    return await write(stored?.url);
  } catch (error) {
    await deleteFile(stored?.url);
    throw error;
  }
}
