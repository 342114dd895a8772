// Next's own incremental cache (memory + build folder), with one change: a page (or route response, or fetch entry)
// whose render STARTED before one of its tags was expired is not stored. Next stamps what it stores with the time it
// is stored, so a render that began before a write (reading the old post) and finished just after the write's expiry
// was kept as fresh until the next write or its cache life ended: an edited post kept its old title, a deleted post
// kept answering 200. Next asks the cache (get: a miss, or a stale entry) before it renders and stores the result
// after (set), so the first such get since the last set is when the render began. Skipping the store leaves the
// older entry in place, and that one is already expired by the same tag: the next request renders again.
// The default when CACHE_STORE is unset (next.config.ts); CACHE_STORE=postgres uses incremental.mjs instead.
//
// Edge-safe to load, like store.mjs: with a cacheHandler configured at build time, Next also bundles this file into the
// Edge middleware, where a top-level `import … from "node:module"` failed every request the middleware gates ("Native
// module not found": every admin and account page answered 500 in the default build). So Node's module loader comes
// from process.getBuiltinModule (Node ≥ 20.16; package.json asks for 22), and only outside the Edge runtime (where
// even reading that property throws, and the bundler refuses it written out, hence the key in a variable): there the
// class is an inert stand-in the middleware never uses.
/* global EdgeRuntime */
const GET_BUILTIN = "getBuiltinModule";
const nodeRequire =
  typeof EdgeRuntime === "string"
    ? undefined
    : globalThis.process[GET_BUILTIN]("node:module").createRequire(import.meta.url);
/**
 * Never called: it names the two modules nodeRequire loads above for the file tracer, which cannot follow a require
 * taken from process.getBuiltinModule. Next traces a configured handler file into the server's output (standalone
 * and Vercel functions); without these every request of a traced server failed with "Cannot find module". The bundler
 * leaves the imports alone (turbopackIgnore), so the Edge middleware's bundle does not grow.
 */
export const tracedModules = () => [
  import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ "next/dist/server/lib/incremental-cache/file-system-cache.js"
  ),
  import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ "next/dist/server/lib/incremental-cache/tags-manifest.external.js"
  ),
];
const { default: FileSystemCache } = nodeRequire
  ? nodeRequire("next/dist/server/lib/incremental-cache/file-system-cache.js")
  : { default: class {} };
const { areTagsExpired, areTagsStale } = nodeRequire
  ? nodeRequire("next/dist/server/lib/incremental-cache/tags-manifest.external.js")
  : { areTagsExpired: () => false, areTagsStale: () => false };

const CACHE_TAGS_HEADER = "x-next-cache-tags";
/** Keys whose renders have not been stored yet (a made-up address may never be): oldest dropped past this. */
const MAX_PENDING = 10_000;
/** When the render of each key that has not been stored yet began. Module-level: Next makes a handler per request. */
const renderStarts = new Map();

function entryTags(data, ctx) {
  if (data?.kind === "FETCH") return ctx?.tags ?? data.tags ?? [];
  const header = data?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** A hit Next will serve as it is: not stale by its revalidate time (a stale hit is served and rendered again). */
function fresh(entry) {
  const revalidate = entry.value?.kind === "FETCH" ? entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof revalidate !== "number" || Date.now() - entry.lastModified < revalidate * 1000;
}

export default class StampedFileSystemCache extends FileSystemCache {
  async get(key, ctx) {
    const askedAt = Date.now();
    const entry = await super.get(key, ctx);
    if ((!entry || !fresh(entry)) && !renderStarts.has(key)) {
      if (renderStarts.size >= MAX_PENDING) renderStarts.delete(renderStarts.keys().next().value);
      renderStarts.set(key, askedAt);
    }
    return entry;
  }

  async set(key, data, ctx) {
    const startedAt = renderStarts.get(key);
    renderStarts.delete(key);
    const tags = entryTags(data, ctx);
    if (
      startedAt !== undefined &&
      tags.length > 0 &&
      (areTagsExpired(tags, startedAt) || areTagsStale(tags, startedAt))
    )
      return;
    await super.set(key, data, ctx);
  }
}
