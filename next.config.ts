import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { missingSettingsList, missingVercelProductionSettings } from "./lib/config/env";
import { publicRewrites } from "./lib/next-config/public-rewrites";
import { trustedCountryHeader } from "./lib/config/country-header";
import {
  ASSET_PATHS,
  assetHeaders,
  DOCUMENT_PATHS,
  ISOLATED_PATHS,
  isolationHeaders,
  PAYSTACK_PAGES,
  securityHeaders,
} from "./lib/next-config/security-headers";

/**
 * CACHE_STORE=postgres (set it for `next build` and `next start` alike) keeps Next's caches in PostgreSQL, so several
 * servers behind one proxy share them and a write on one shows on all (docs/deploy.md "Running several instances").
 * Unset on one server: Next's own per-process cache, except that a page whose render began before one of its tags
 * expired is not stored (lib/cache/handlers/file-system.mjs).
 * On Vercel (VERCEL=1 while it builds): no handler at all. Next uses the platform's shared cache only when none is
 * configured, and revalidateTag then reaches every instance and the CDN's copies.
 * A configured handler is traced into the server's output (standalone, functions) with what it loads.
 */
function sharedCache(): Pick<NextConfig, "cacheHandler" | "cacheHandlers" | "cacheMaxMemorySize"> {
  const store = process.env.CACHE_STORE ?? "";
  if (ON_VERCEL && store === "") return {};
  // Next imports these files at runtime (not bundled), so they are plain ESM beside this config.
  const handler = (file: string) => path.join(process.cwd(), "lib/cache/handlers", file);
  if (store === "") return { cacheHandler: handler("file-system.mjs") };
  if (store !== "postgres") throw new Error(`CACHE_STORE must be "postgres" or unset, not "${store}"`);
  return {
    cacheHandler: handler("incremental.mjs"),
    cacheHandlers: { default: handler("use-cache.mjs"), remote: handler("use-cache.mjs") },
    // No per-process copy in front of the shared store (it would miss other servers' writes).
    cacheMaxMemorySize: 0,
  };
}

/**
 * `npm test` builds with NEXT_TEST_BUILD=1: its own typecheck step has already run tsc over the whole project (and
 * fails the run), so the build does not check types a second time, and it writes no Turbopack cache for a later
 * build (a clean clone, as in CI, never has one to reuse; writing it took ~17 s of a 2-core machine).
 */
const TEST_BUILD = process.env.NEXT_TEST_BUILD === "1";

/** Built by Vercel (its build sets VERCEL=1): the platform routes, caches and serves the functions itself. */
const ON_VERCEL = process.env.VERCEL === "1";

/**
 * A production deploy on Vercel stops here, naming every setting it lacks (lib/config/env.ts), instead of showing "Ready"
 * and answering 500 to its first visitor. Preview deploys only warn: they may run without payments or e-mail.
 */
function checkDeploySettings(phase: string) {
  if (!ON_VERCEL || phase !== PHASE_PRODUCTION_BUILD) return;
  const missing = missingVercelProductionSettings();
  if (missing.length === 0) return;
  const list = missingSettingsList(missing);
  if (process.env.VERCEL_ENV === "production") throw new Error(`This production deploy is missing:${list}`);
  console.warn(`⚠ This ${process.env.VERCEL_ENV ?? "preview"} deploy is missing (fine for a preview):${list}`);
}

const config = (phase: string): NextConfig => {
  checkDeploySettings(phase);
  return settings(phase);
};

const settings = (phase: string): NextConfig => ({
  // The build folder. `npm test` builds into .next-test and `npm run perf` into .next-perf, so neither leaves pages or
  // cached data from its own database in the developer's .next (and `next start` must be given the same folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Self-hosted: `node .next/standalone/server.js` (with .next/static and public copied beside it) is the whole server
  // (docs/deploy.md "Self-hosting"). Vercel packs its functions itself.
  output: ON_VERCEL ? undefined : "standalone",
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every request to make one (a fifth of a cached
  // page's server time in a profile of /blog), while pages carry no browser max-age and are meant to be revalidated by
  // the CDN in front (s-maxage), which keeps its own validators. Static files keep theirs.
  generateEtags: false,
  ...sharedCache(),
  // One cache design (lib/cache/index.ts): reads are 'use cache' functions tagged per resource, writes expire the tags.
  cacheComponents: true,
  // Partial Prefetching prefetches a route's static shell ahead of a click. Public links do not prefetch at all
  // (components/ui/link.tsx) and the floor measured no better with it (docs/performance.md), so it stays off.
  partialPrefetching: false,
  // No user agent gets Next's "HTML-limited bot" treatment (by default facebookexternalhit, Twitterbot, WhatsApp,
  // Bingbot and ~25 more: HTML_LIMITED_BOT_UA_RE): those bots get the same cached page as everyone else. For them Next
  // skips the page cache and renders afresh without streaming, and in that render a missing item's notFound(), thrown
  // inside a Suspense boundary (components/layout/not-found-view.tsx), sets no status: they got "not found" pages with
  // 200 (a soft 404). Only a prerender records that status, and outside a boundary the page would be an empty error
  // shell. They lose nothing: every public page's metadata is resolved from cached reads, so it is already in the
  // <head> of the page everyone gets (lib/integration/seo.int.test.ts reads it as each of those bots).
  htmlLimitedBots: /(?!)/,
  experimental: {
    // Unmatched addresses get app/global-not-found.tsx, a whole page outside the root layout, so the public chrome is
    // not carried in every page's payload as the root layout's not-found boundary.
    globalNotFound: true,
    turbopackFileSystemCacheForBuild: !TEST_BUILD,
  },
  typescript: { ignoreBuildErrors: TEST_BUILD },
  images: {
    // AVIF optimisation is off in Next 16.3.3+ (security fix); WebP is the optimised format.
    formats: ["image/webp"],
    // The widths the optimiser makes (and srcsets list): phones at 1×–3× and desktops, nothing past 1920 (Next's
    // default adds 2048 and 3840, ~100 bytes per picture in every page for sizes no page here shows).
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [48, 64, 96, 128, 256, 384],
    localPatterns: [{ pathname: "/files/**" }, { pathname: "/brand/**" }],
    // The old site's pictures stay on its media host when an import is run with --keep-remote-media.
    remotePatterns: [
      { protocol: "https", hostname: "*.public.blob.vercel-storage.com" },
      { protocol: "https", hostname: "res.cloudinary.com" },
    ],
  },
  async headers() {
    const dev = phase === PHASE_DEVELOPMENT_SERVER;
    // The payment page's rule comes last: its CSP (with Paystack's checkout) replaces the site-wide one there.
    return [
      { source: DOCUMENT_PATHS, headers: securityHeaders({ dev, production: !dev }) },
      { source: ASSET_PATHS, headers: assetHeaders },
      ...PAYSTACK_PAGES.map((source) => ({
        source,
        headers: securityHeaders({ dev, production: !dev, paystack: true }),
      })),
      // Every document but the open pages (lib/next-config/security-headers.ts OPEN_PAGES) keeps its own browsing context group.
      { source: ISOLATED_PATHS, headers: isolationHeaders },
    ];
  },
  async rewrites() {
    // Before the file system: /blog, /songs and /style-spotlight have no page of their own. Which country header is
    // believed is decided when the server's routes are built (lib/config/country-header.ts: on Vercel, or TRUSTED_PROXY
    // plus COUNTRY_HEADER), so set those for `next build` too; with none, every visitor gets the world's order.
    return {
      beforeFiles: publicRewrites(
        trustedCountryHeader({
          VERCEL: process.env.VERCEL,
          TRUSTED_PROXY: process.env.TRUSTED_PROXY,
          COUNTRY_HEADER: process.env.COUNTRY_HEADER,
        }),
      ),
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      { source: "/", destination: "/pre-home", permanent: false },
      // The old client sent admins to /admin; the dashboard lives at /admin-dashboard.
      { source: "/admin", destination: "/admin-dashboard", permanent: false },
    ];
  },
});

export default config;
