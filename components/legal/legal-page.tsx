// Shared layout for the legal pages: title band, last-updated line, a contents list and numbered sections.
import type { ReactNode } from "react";
import { PageHeader } from "@/components/about/page-header";
import { siteConfig } from "@/lib/config/site";

export type LegalSection = { id: string; heading: string; body: ReactNode };

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]}>
        <p className="mt-3 text-white/80">Last updated: {updated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-4 lg:self-start">
          <p className="text-sm font-bold uppercase tracking-wider text-gray-500">On this page</p>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-dark underline hover:text-ink">
                  {i + 1}. {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <div className="text-lg leading-relaxed text-gray-800">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-4">
              <h2 id={`${s.id}-heading`} className="font-serif text-2xl font-bold">
                {i + 1}. {s.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-gray-800 [&>ul]:list-disc [&>ul]:space-y-1 [&>ul]:pl-6">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

/** The site's contact address as a mail link. */
export function ContactEmail() {
  return (
    <a href={`mailto:${siteConfig.email}`} className="font-semibold text-brand-dark underline hover:text-ink">
      {siteConfig.email}
    </a>
  );
}
