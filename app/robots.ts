// robots.txt: crawl the public site, not the admin area, the JSON API or account pages; point at the sitemap.
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/config/env";
import { absoluteUrl } from "@/lib/seo/url";

export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is a runtime setting: read it when asked, not once at build time.
  await connection();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/admin-dashboard", "/mnb/api", "/profile"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: env.siteUrl,
  };
}
