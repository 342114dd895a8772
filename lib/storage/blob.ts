// Vercel Blob storage, used whenever BLOB_READ_WRITE_TOKEN is set.
import { del, put } from "@vercel/blob";
import type { StorageDriver } from "./driver";

export function blobDriver(token: string): StorageDriver {
  return {
    async put(pathname, bytes, contentType) {
      const blob = await put(pathname, Buffer.from(bytes), { access: "public", contentType, token, addRandomSuffix: false });
      return blob.url;
    },
    async delete(url) {
      if (url.startsWith("https://")) await del(url, { token });
    },
  };
}
