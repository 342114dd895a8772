// The page cache's render-vs-write race: a render that began before a write and is stored after the write's tag expiry
// must not be served as fresh. Next's own handler stamps the entry when it is stored, so it keeps the old page; ours
// drops a store whose render began before one of its tags expired.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import StampedFileSystemCache from "./file-system.mjs";

const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require("next/dist/server/lib/incremental-cache/file-system-cache.js");

type Handler = InstanceType<typeof StampedFileSystemCache>;
const ctx = {
  serverDistDir: "/nonexistent/server",
  flushToDisk: false,
  maxMemoryCacheSize: 10 * 1024 * 1024,
  revalidatedTags: [],
};
const pageCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const setCtx = { cacheControl: { revalidate: 3600, expire: 86_400 } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function page(tag: string, title: string) {
  return {
    kind: "APP_PAGE",
    html: `<h1>${title}</h1>`,
    rscData: Buffer.from(title),
    headers: { "x-next-cache-tags": `${tag},_N_T_/post` },
    status: 200,
  };
}

/** A slow render of `key` (tagged `tag`) that starts, sees a write expire `tag`, then stores what it read before. */
async function slowRenderRacingAWrite(handler: Handler, key: string, tag: string) {
  await handler.set(key, page(tag, "old title"), setCtx);
  await sleep(2);
  await handler.revalidateTag(tag, { expire: 0 }); // an earlier write: the stored page is expired
  await sleep(2);
  expect(await handler.get(key, pageCtx)).toBeNull(); // a request misses and starts rendering (reads "old title")
  await sleep(2);
  await handler.revalidateTag(tag, { expire: 0 }); // meanwhile the editor's write commits and expires the tag
  await sleep(2);
  await handler.set(key, page(tag, "old title"), setCtx); // the slow render finishes with what it read before
  return handler.get(key, pageCtx); // the editor's next request
}

describe("page cache: a render that began before a write", () => {
  it("is kept as fresh by Next's own handler (the bug)", async () => {
    const key = `/post/${randomBytes(4).toString("hex")}`;
    const hit = await slowRenderRacingAWrite(new FileSystemCache(ctx), key, `post:${key}`);
    expect(hit?.value).toMatchObject({ html: "<h1>old title</h1>" });
  });

  it("is not served by ours: the next request renders again and that render is stored", async () => {
    const handler = new StampedFileSystemCache(ctx);
    const key = `/post/${randomBytes(4).toString("hex")}`;
    expect(await slowRenderRacingAWrite(handler, key, `post:${key}`)).toBeNull();
    // The render that the miss above started began after the write: stored and served.
    await handler.set(key, page(`post:${key}`, "new title"), setCtx);
    expect((await handler.get(key, pageCtx))?.value).toMatchObject({ html: "<h1>new title</h1>" });
  });

  it("stores a render that began after the last write of its tags", async () => {
    const handler = new StampedFileSystemCache(ctx);
    const key = `/post/${randomBytes(4).toString("hex")}`;
    await handler.revalidateTag(`post:${key}`, { expire: 0 });
    await sleep(2);
    expect(await handler.get(key, pageCtx)).toBeNull();
    await handler.revalidateTag("some-other-tag", { expire: 0 });
    await handler.set(key, page(`post:${key}`, "title"), setCtx);
    expect((await handler.get(key, pageCtx))?.value).toMatchObject({ html: "<h1>title</h1>" });
  });
});

describe("every cache handler loads in the Edge middleware", () => {
  // Next bundles the configured cacheHandler into the Edge middleware too, where a static import of a Node built-in
  // (or of `pg`) fails every request the middleware gates: the default build's admin and account pages all answered
  // 500 once, while the tests' CACHE_STORE=postgres build was fine. Node-only modules are loaded lazily instead.
  it.each(["file-system.mjs", "incremental.mjs", "use-cache.mjs", "store.mjs"])(
    "%s imports nothing Node-only at the top",
    (file) => {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      const staticImports = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/gm)].map(
        (m) => m[1],
      );
      expect(
        staticImports.filter((name) => name.startsWith("node:") || /^(pg|fs|path|module|crypto)$/.test(name)),
      ).toEqual([]);
      expect(source).not.toMatch(/^\s*import\s+["']node:/m);
    },
  );
});
