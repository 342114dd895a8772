import type { NextConfig } from "next";

// The floor `npm run perf` measures beside the site: Next.js itself and nothing of the site (no CSS, no client
// components, no data). Built and started by startFloorSite in scripts/seeded-site.ts, by default in the site's own
// rendering mode; `npm run perf -- --floor-modes` builds it in each mode the site could use (FLOOR_* below, one build
// folder per mode).
const flag = (name: string) =>
  process.env[name] === undefined || process.env[name] === "" ? undefined : process.env[name] === "1";

const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  cacheComponents: flag("FLOOR_CACHE_COMPONENTS") ?? true,
  ...(flag("FLOOR_PARTIAL_PREFETCHING") === undefined ? {} : { partialPrefetching: flag("FLOOR_PARTIAL_PREFETCHING") }),
  // The content floor (app/(content)) loads the site's stylesheet and pictures through this origin, as the site's
  // page loads them from its own (scripts/perf-content.ts rewrote their addresses under /site-assets).
  async rewrites() {
    const site = process.env.FLOOR_SITE_ORIGIN;
    return site ? [{ source: "/site-assets/:path*", destination: `${site}/:path*` }] : [];
  },
};

export default config;
