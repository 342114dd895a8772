import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { securityHeaders } from "./lib/security-headers";

const config = (phase: string): NextConfig => ({
  // The build folder. `npm test` builds into .next-test and `npm run perf` into .next-perf, so neither leaves pages or
  // cached data from its own database in the developer's .next (and `next start` must be given the same folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // One cache design (lib/data/cache.ts): reads are 'use cache' functions tagged per resource, writes expire the tags.
  cacheComponents: true,
  images: {
    // AVIF optimisation is off in Next 16.3.3+ (security fix); WebP is the optimised format.
    formats: ["image/webp"],
    localPatterns: [{ pathname: "/files/**" }, { pathname: "/brand/**" }],
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com" }],
  },
  async headers() {
    const dev = phase === PHASE_DEVELOPMENT_SERVER;
    return [{ source: "/:path*", headers: securityHeaders({ dev, production: !dev }) }];
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
