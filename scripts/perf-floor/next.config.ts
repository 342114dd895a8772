import type { NextConfig } from "next";

// The floor `npm run perf` measures beside the site: Next.js itself with the site's rendering mode (Cache Components),
// and nothing of the site (no CSS, no client components, no data). Built and started by startFloorSite in
// scripts/seeded-site.ts.
const config: NextConfig = { cacheComponents: true, poweredByHeader: false };

export default config;
