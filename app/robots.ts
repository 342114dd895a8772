// robots.txt: crawl the public site, not the admin area, the JSON API or account pages; point at the sitemap.
import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { absoluteUrl } from "@/lib/seo/url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/admin-dashboard", "/mnb/api", "/profile"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: env.siteUrl,
  };
}
