// What a storage backend does: store bytes under a path and answer their public URL, and delete by that URL.
export interface StorageDriver {
  put(pathname: string, bytes: Uint8Array, contentType: string): Promise<string>;
  delete(url: string): Promise<void>;
}

/** A file a browser uploaded to the store itself (see lib/storage/direct-upload.ts): its size and first bytes. */
export type UploadedFile = { url: string; pathname: string; size: number; head: Uint8Array };
