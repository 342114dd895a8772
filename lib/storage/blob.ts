// Vercel Blob storage, used whenever BLOB_READ_WRITE_TOKEN is set.
import { BlobNotFoundError, del, head, put } from "@vercel/blob";
import type { StorageDriver, UploadedFile } from "./driver";

export function blobDriver(token: string): StorageDriver {
  return {
    async put(pathname, bytes, contentType) {
      const blob = await put(pathname, Buffer.from(bytes), {
        access: "public",
        contentType,
        token,
        addRandomSuffix: false,
      });
      return blob.url;
    },
    async delete(url) {
      if (url.startsWith("https://")) await del(url, { token });
    },
  };
}

/** Enough of a file to tell what it is: sniff() reads 12 bytes, the markup check 512. */
const HEAD_BYTES = 4096;
/** Blob's SDK retries a request for minutes when the network is down; a request that is waiting on it should not. */
const BLOB_TIMEOUT_MS = 15_000;

/** The store a read-write token writes to: tokens read `vercel_blob_rw_<storeId>_<secret>`. */
export const storeIdOf = (token: string) => (token.split("_")[3] ?? "").toLowerCase();

/**
 * A file a browser uploaded straight to our store (lib/storage/direct-upload.ts): its size and first bytes, or null
 * when the URL is not a blob of OUR store with this access under `folder/`, or the store does not have it. The store's
 * own answer (head) is what proves it; the URL's shape is checked first so no other host is ever asked.
 */
export async function inspectBlob(
  token: string,
  url: string,
  folder: string,
  access: "public" | "private" = "public",
): Promise<UploadedFile | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const ours = `${storeIdOf(token)}.${access}.blob.vercel-storage.com`;
  if (
    parsed.protocol !== "https:" ||
    parsed.hostname !== ours ||
    !parsed.pathname.startsWith(`/${folder}/`) ||
    parsed.search ||
    parsed.hash
  ) {
    return null;
  }
  const meta = await head(parsed.href, { token, abortSignal: AbortSignal.timeout(BLOB_TIMEOUT_MS) }).catch(
    (error: unknown) => {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    },
  );
  if (!meta) return null;
  const first = await readHead(meta.url, access === "private" ? token : null);
  return { url: meta.url, pathname: meta.pathname, size: meta.size, head: first };
}

/**
 * The first HEAD_BYTES of a blob (asked as a range; the rest is not downloaded even if the range is ignored). A private
 * blob is read with the store's token, as the SDK's get() does.
 */
async function readHead(url: string, token: string | null): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { range: `bytes=0-${HEAD_BYTES - 1}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: "no-store",
    signal: AbortSignal.timeout(BLOB_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) throw new Error(`Reading ${url} answered ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < HEAD_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return new Uint8Array(Buffer.concat(chunks)).subarray(0, HEAD_BYTES);
}
