// Loaded with `node --require` into a test server: its fetches of public blobs
// (https://<store>.public.blob.vercel-storage.com/…) go to the local Blob stand-in (BLOB_STAND_IN_URL) instead of the
// internet, which tests cannot reach. Installed before Next starts, so Next's own fetch wraps this one.
const standIn = process.env.BLOB_STAND_IN_URL;
const original = globalThis.fetch;
if (standIn && original) {
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? String(input) : input.url);
    if (!url.hostname.endsWith(".public.blob.vercel-storage.com")) return original(input, init);
    return original(`${standIn}/__blob/${url.hostname}${url.pathname}`, { ...init, headers: init?.headers ?? (input instanceof Request ? input.headers : undefined) });
  };
}
