import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";
import { env } from "@/lib/config/env";

export default function SiteLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <>
      <SiteShell>{children}</SiteShell>
      {/* Where visits come from, and real visitors' Web Vitals, of the public pages only (admin pages have their own
          layouts). */}
      <VitalsReporter sampleRate={env.vitalsSampleRate} />
    </>
  );
}
