"use client";
// The category filter and the pager around the server-rendered gallery. Both only change the URL, so the server
// renders the page and Back returns to the previous filter and page.
import type { ReactNode } from "react";
import type { SpotlightCategoryParam } from "@/lib/spotlights/schema";
import { Pager } from "@/components/ui/pager";
import { usePageNavigation } from "@/components/ui/route-pager";
import { spotlightHref } from "./href";

const FILTERS: { label: string; value: SpotlightCategoryParam | null }[] = [
  { label: "All", value: null },
  { label: "Male", value: "male" },
  { label: "Female", value: "female" },
];

const toggleClass =
  "rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white border-gray-300 hover:border-ink";

type Props = { category: SpotlightCategoryParam | null; page: number; totalPages: number; children: ReactNode };

export function SpotlightBrowser({ category, page, totalPages, children }: Props) {
  const navigation = usePageNavigation();
  const { pending } = navigation;
  const go = (nextCategory: SpotlightCategoryParam | null, nextPage: number) =>
    navigation.go(spotlightHref(nextCategory, nextPage), false);

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
      <Pager
        label="Spotlight pages"
        page={page}
        totalPages={totalPages}
        busy={pending}
        onPage={(n) => go(category, n)}
      />
    </>
  );
}
