// Loaded with `node --require` into a test server: its fetches of blobs (https://<store>.public.blob.vercel-storage.com/…,
// and …private.blob… with the store's token) go to the local Blob stand-in (BLOB_STAND_IN_URL) instead of the internet,
// which tests cannot reach. Installed before Next starts, so Next's own fetch wraps this one.
const standIn = process.env.BLOB_STAND_IN_URL;
const original = globalThis.fetch;
if (standIn && original) {
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? String(input) : input.url);
    if (!/\.(public|private)\.blob\.vercel-storage\.com$/.test(url.hostname)) return original(input, init);
    return original(`${standIn}/__blob/${url.hostname}${url.pathname}`, {
      ...init,
      headers: init?.headers ?? (input instanceof Request ? input.headers : undefined),
    });
  };
}

// The SDK's get() (private blobs) fetches with its own undici, not the global fetch: route undici's requests to the
// blob hosts the same way, through the global dispatcher every undici copy (and Node's own fetch) uses.
if (standIn) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
  const { Agent, setGlobalDispatcher } = require("undici");
  class StandInAgent extends Agent {
    dispatch(opts, handler) {
      const host = new URL(String(opts.origin)).hostname;
      if (!/\.(public|private)\.blob\.vercel-storage\.com$/.test(host)) return super.dispatch(opts, handler);
      const path = `/__blob/${host}${String(opts.path).split("?")[0]}`;
      return super.dispatch(
        { ...opts, origin: new URL(standIn).origin, path, headers: withoutHost(opts.headers) },
        handler,
      );
    }
  }
  setGlobalDispatcher(new StandInAgent());
}

/** The request's headers without a Host naming the real blob host (undici sets the stand-in's). */
function withoutHost(headers) {
  if (!headers || typeof headers !== "object") return headers;
  if (Array.isArray(headers)) {
    const out = [];
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() !== "host") out.push(headers[i], headers[i + 1]);
    return out;
  }
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "host"));
}
