// Private files (booking attachments, workers' identity photos): never at a public address. With Blob they are private blobs, read back with
// the store's token; on local disk they live under PRIVATE_UPLOAD_DIR, outside the folder /files serves. Either way
// the only way to fetch one is a route that has checked who is asking (app/mnb/api/bookings/[id]/file,
// app/mnb/api/workers/[id]/photo).
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { del, get, put } from "@vercel/blob";
import { env } from "@/lib/config/env";
import { checkUpload, type UploadPurpose } from "./rules";
import { readLocalFile, resolveLocalPath } from "./local";
import { sniff } from "./sniff";
import { bringsFile, isSentFile, storeUpload } from "./index";

/** Where a local private file is recorded: a storage key, not an address anything serves. */
const LOCAL_PRIVATE = "private:";

export type StoredPrivateFile = { url: string; pathname: string; contentType: string; size: number };
export type PrivateFileBody = {
  body: ReadableStream<Uint8Array> | Uint8Array;
  contentType: string;
  size: number | null;
};

/** Checks the bytes against the purpose's allow-list and stores them privately under a generated name. */
export async function storePrivateFile(bytes: Uint8Array, purpose: UploadPurpose): Promise<StoredPrivateFile> {
  const { contentType, ext } = checkUpload(bytes, purpose);
  const pathname = `${purpose}/${Date.now().toString(36)}-${randomBytes(12).toString("hex")}.${ext}`;
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (token) {
    const blob = await put(pathname, Buffer.from(bytes), {
      access: "private",
      contentType,
      token,
      addRandomSuffix: false,
    });
    return { url: blob.url, pathname, contentType, size: bytes.length };
  }
  const target = resolveLocalPath(env.privateUploadDir, pathname)!;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return { url: `${LOCAL_PRIVATE}${pathname}`, pathname, contentType, size: bytes.length };
}

/**
 * A form field's private file: a File is stored like storePrivateFile; with Blob on, a string is the URL of a private
 * blob the browser uploaded itself (direct-upload.ts), accepted as storeUpload checks it. Null when nothing was sent.
 */
export async function storePrivateUpload(
  value: FormDataEntryValue | null,
  purpose: UploadPurpose,
): Promise<StoredPrivateFile | null> {
  if (typeof value === "string") return storeUpload(value, purpose);
  return isSentFile(value) ? storePrivateFile(new Uint8Array(await value.arrayBuffer()), purpose) : null;
}

/** Whether a stored address is a private file's (as opposed to a public upload's). */
export const isPrivateFile = (url: string) =>
  url.startsWith(LOCAL_PRIVATE) || /^https:\/\/[^/]+\.private\.blob\.vercel-storage\.com\//.test(url);

/**
 * Stores a form's file (if one was sent) privately before `write` runs and deletes it again when `write` fails, so a
 * refused or failed row write leaves no file behind; like withStoredFile for public uploads. With Blob on the file may
 * be the URL of a private direct upload (storePrivateUpload); on local disk text is no file.
 */
export async function withStoredPrivateFile<T>(
  value: FormDataEntryValue | null | undefined,
  purpose: UploadPurpose,
  write: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const stored = bringsFile(value) ? await storePrivateUpload(value ?? null, purpose) : null;
  try {
    return await write(stored?.url);
  } catch (error) {
    await deletePrivateFile(stored?.url);
    throw error;
  }
}

/** The file's bytes (a stream for Blob), or null when storage no longer has it. */
export async function readPrivateFile(url: string): Promise<PrivateFileBody | null> {
  if (url.startsWith(LOCAL_PRIVATE)) {
    const file = await readLocalFile(env.privateUploadDir, url.slice(LOCAL_PRIVATE.length));
    if (!file) return null;
    return {
      body: new Uint8Array(file.bytes),
      contentType: sniff(file.bytes)?.contentType ?? "application/octet-stream",
      size: file.size,
    };
  }
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token || !url.startsWith("https://")) return null;
  const blob = await get(url, { access: "private", token, useCache: false });
  if (!blob || blob.statusCode !== 200) return null;
  return { body: blob.stream, contentType: blob.blob.contentType, size: blob.blob.size };
}

/** Best effort, like deleteFile: a file left behind is harmless, a request failed by cleanup is not. */
export async function deletePrivateFile(url: string | null | undefined): Promise<void> {
  if (!url) return;
  try {
    if (url.startsWith(LOCAL_PRIVATE)) {
      const target = resolveLocalPath(env.privateUploadDir, url.slice(LOCAL_PRIVATE.length));
      if (target) await rm(target, { force: true });
    } else if (env.BLOB_READ_WRITE_TOKEN && url.startsWith("https://")) {
      await del(url, { token: env.BLOB_READ_WRITE_TOKEN });
    }
  } catch (error) {
    console.warn(`Could not delete private file ${url}:`, error);
  }
}
