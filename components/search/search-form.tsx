// The site's search box: a plain GET form to /search, so it works before (or without) any JavaScript.
import { SEARCH_MAX_LENGTH, SEARCH_TEXT } from "@/lib/search/copy";

export function SearchForm({ q = "", id, className = "" }: { q?: string; id: string; className?: string }) {
  return (
    <form action="/search" method="get" role="search" className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {SEARCH_TEXT.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={SEARCH_TEXT.placeholder}
        className="w-full min-w-0 rounded-md border border-gray-300 px-2 py-1 text-sm"
      />
      <button type="submit" className="rounded-md bg-brand-dark px-3 py-1 text-sm font-semibold text-white">
        {SEARCH_TEXT.label}
      </button>
    </form>
  );
}
