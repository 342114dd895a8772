import type { ReactNode } from "react";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";
import { LINK_PAGE_CREDIT } from "@/lib/smart-links/link-page-copy";
import { env } from "@/lib/config/env";
import { siteConfig } from "@/lib/config/site";

// A creator's link-in-bio page is theirs, not the blog's: opened from an Instagram bio on a phone, its first screen is
// the creator and their songs, with none of the blog's top bar, header and footer (app/(site)) — only a small credit at
// the foot. Visits and Web Vitals are reported as on every public page.
export default function LinkPageLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <>
      <div className="flex min-h-dvh flex-col bg-gray-50">
        <main id="main" className="flex-1">
          {children}
        </main>
        <footer className="px-4 pt-2 pb-6 text-center text-sm text-gray-600">
          {LINK_PAGE_CREDIT}{" "}
          <a href="/home" className="font-semibold text-brand-dark underline">
            {siteConfig.name}
          </a>
        </footer>
      </div>
      <VitalsReporter sampleRate={env.vitalsSampleRate} />
    </>
  );
}
