// The 404 page for an address no route matches (experimental.globalNotFound in next.config.ts). Next answers with it
// directly, outside the root layout, so it is a whole document with the site's stylesheet and chrome. Being outside the
// layout is the point: a root not-found.tsx with the chrome rides, unused, in every page's payload.
import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";
import { siteConfig } from "@/lib/config/site";
import "./globals.css";

export const metadata: Metadata = {
  title: `Page not found | ${siteConfig.name}`,
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <NotFoundPage />
      </body>
    </html>
  );
}
