// Uploaded files: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, the local disk otherwise (served by /files/...).
// Every file is checked by its bytes against the purpose's allow-list and stored under a generated name.
import { randomBytes } from "node:crypto";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { checkUpload, type UploadPurpose } from "./rules";
import { storageAccess } from "./direct-rules";
import type { StorageDriver } from "./driver";
import { LOCAL_PREFIX, localDriver, readLocalFile } from "./local";
import { blobDriver, inspectBlob } from "./blob";
import { urlsInUse } from "./in-use";

export type { UploadPurpose } from "./rules";

export type StoredFile = { url: string; pathname: string; contentType: string; size: number };

/** Whether uploads go straight to Blob (the upload forms ask, to pick their path; multipart bodies are then capped). */
export const directUploads = () => Boolean(env.BLOB_READ_WRITE_TOKEN);

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
export async function storeFormFile(
  value: FormDataEntryValue | null,
  purpose: UploadPurpose,
): Promise<StoredFile | null> {
  if (!isSentFile(value)) return null;
  return storeFile(new Uint8Array(await value.arrayBuffer()), purpose);
}

/** Whether a form field carries a file: a non-empty File, or the URL of one uploaded straight to Blob. */
export const hasUpload = (value: FormDataEntryValue | null | undefined) =>
  typeof value === "string" ? value.trim() !== "" : !!value && value.size > 0;

/**
 * Whether a form field brings a file withStoredFile will store: a non-empty File, or with Blob on the (non-blank)
 * address of a direct upload. On local disk text is no file.
 */
export const bringsFile = (value: FormDataEntryValue | null | undefined) =>
  typeof value === "string" ? directUploads() && value.trim() !== "" : isSentFile(value);

export const NOT_UPLOADED = "The uploaded file was not found in our storage. Please upload it again.";
export const FILE_IN_USE = "This file already belongs to another record. Please upload it again.";

/**
 * A form field's file, stored: a File is checked and stored like storeFormFile; a string is the URL of a file the
 * browser uploaded straight to our Blob store (files larger than a serverless request may carry; see
 * direct-upload.ts). That file is accepted only when no record uses it yet (409: a shared file would be deleted with
 * either record), the store confirms it is ours, with the purpose's access (a booking's file private, the rest
 * public) in the purpose's folder, and its first bytes and size pass the purpose's rules — else it is deleted (when it
 * is ours and unused) and the request refused.
 */
export async function storeUpload(
  value: FormDataEntryValue | null,
  purpose: UploadPurpose,
): Promise<StoredFile | null> {
  if (typeof value !== "string") return storeFormFile(value, purpose);
  if (!value.trim()) return null;
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) throw new AppError("unprocessable_entity", "Please attach the file itself.");
  if ((await urlsInUse([value.trim()])).size > 0) throw new AppError("conflict", FILE_IN_USE);
  const uploaded = await inspectBlob(token, value.trim(), purpose, storageAccess(purpose));
  if (!uploaded) throw new AppError("unprocessable_entity", NOT_UPLOADED);
  try {
    const { contentType } = checkUpload(uploaded.head, purpose, uploaded.size);
    return { url: uploaded.url, pathname: uploaded.pathname, contentType, size: uploaded.size };
  } catch (error) {
    await deleteFile(uploaded.url);
    throw error;
  }
}

/** A public upload's bytes (to move it elsewhere), or null when storage no longer has it. */
export async function readPublicFile(url: string): Promise<Uint8Array | null> {
  if (url.startsWith(LOCAL_PREFIX)) {
    const file = await readLocalFile(env.uploadDir, decodeURIComponent(url.slice(LOCAL_PREFIX.length)));
    return file ? new Uint8Array(file.bytes) : null;
  }
  if (!url.startsWith("https://")) return null;
  const response = await fetch(url, { cache: "no-store", signal: AbortSignal.timeout(15_000) }).catch(() => null);
  return response?.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** Best effort: a file left behind is harmless, a failed request because of cleanup is not. */
export async function deleteFile(url: string | null | undefined): Promise<void> {
  if (!url) return;
  await driver()
    .delete(url)
    .catch((error) => console.warn(`Could not delete ${url}:`, error));
}

/**
 * Stores the file (if one was sent) before `write` runs and deletes it again when `write` fails, so a refused or
 * failed row write leaves no file behind. `write` gets the stored file's URL, or undefined when none was sent.
 * With Blob on the file may be the URL of a direct upload (storeUpload).
 */
export async function withStoredFile<T>(
  value: FormDataEntryValue | null | undefined,
  purpose: UploadPurpose,
  write: (url: string | undefined) => Promise<T>,
): Promise<T> {
  // On local disk text in a file field is no file, as before direct uploads.
  const stored = typeof value === "string" && !directUploads() ? null : await storeUpload(value ?? null, purpose);
  try {
    return await write(stored?.url);
  } catch (error) {
    await deleteFile(stored?.url);
    throw error;
  }
}
