"use client";
// The category filter and the pager around the server-rendered gallery. Both only change the URL, so the server
// renders the page and Back returns to the previous filter and page.
import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { SpotlightCategoryParam } from "@/lib/validations/spotlight";
import { spotlightHref } from "./href";

const FILTERS: { label: string; value: SpotlightCategoryParam | null }[] = [
  { label: "All", value: null },
  { label: "Male", value: "male" },
  { label: "Female", value: "female" },
];

const toggleClass =
  "rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white border-gray-300 hover:border-ink";
const pagerClass = "rounded-md border border-gray-300 px-4 py-1.5 font-semibold hover:border-ink disabled:cursor-not-allowed disabled:opacity-40";

type Props = { category: SpotlightCategoryParam | null; page: number; totalPages: number; children: ReactNode };

export function SpotlightBrowser({ category, page, totalPages, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (nextCategory: SpotlightCategoryParam | null, nextPage: number) =>
    startTransition(() => router.push(spotlightHref(nextCategory, nextPage), { scroll: false }));

  return (
    <>
      <div role="group" aria-label="Filter spotlights by category" className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={f.value === category}
            // A new filter starts from its first page.
            onClick={() => go(f.value, 1)}
            className={toggleClass}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity" : undefined}>
        {children}
      </div>
      <nav aria-label="Spotlight pages" className="mt-8 flex items-center justify-center gap-4">
        <button type="button" className={pagerClass} disabled={page <= 1 || pending} onClick={() => go(category, page - 1)}>
          Prev
        </button>
        <span aria-live="polite">Page {page} of {totalPages}</span>
        <button type="button" className={pagerClass} disabled={page >= totalPages || pending} onClick={() => go(category, page + 1)}>
          Next
        </button>
      </nav>
    </>
  );
}
