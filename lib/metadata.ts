// Share tags for a public page: title, description, canonical address and Open Graph, in one shape for every page.
import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

export function pageMetadata(path: string, title: string, description: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title: `${title} | ${siteConfig.name}`, description, url: path },
  };
}
