// What a storage backend does: store bytes under a path and answer their public URL, and delete by that URL.
export interface StorageDriver {
  put(pathname: string, bytes: Uint8Array, contentType: string): Promise<string>;
  delete(url: string): Promise<void>;
}
