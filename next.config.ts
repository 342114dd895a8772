import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    // AVIF optimisation is off in Next 16.3.3+ (security fix); WebP is the optimised format.
    formats: ["image/webp"],
    localPatterns: [{ pathname: "/files/**" }, { pathname: "/brand/**" }],
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com" }],
  },
  async redirects() {
    return [
      { source: "/", destination: "/pre-home", permanent: false },
      // The old client sent admins to /admin; the dashboard lives at /admin-dashboard.
      { source: "/admin", destination: "/admin-dashboard", permanent: false },
    ];
  },
};

export default nextConfig;
