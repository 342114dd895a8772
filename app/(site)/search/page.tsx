// /search?q=&page= – site search (docs/features/search.md): the header's box sends a plain GET here. Rendered per
// request (the text is anyone's); the results are lib/search/search.ts's, as GET /mnb/api/search gives them.
import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { SearchForm } from "@/components/search/search-form";
import { SearchResults } from "@/components/search/search-results";
import { SEARCH_TEXT } from "@/lib/search/copy";
import { searchSite, type SearchPage } from "@/lib/search/search";
import { AppError } from "@/lib/core/errors";
import { throttleSearch } from "@/lib/abuse/rate-limit";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";
import { searchQuerySchema } from "@/lib/search/schema";

export const instant = false;

// Result pages are not for search engines to index; the page itself is the canonical /search.
export const metadata: Metadata = {
  title: SEARCH_TEXT.title,
  description: SEARCH_TEXT.description,
  alternates: { canonical: "/search" },
  robots: { index: false, follow: true },
};

/** The results, or the one line that says why there are none to show. */
async function search(q: string, page: number): Promise<SearchPage | string> {
  try {
    await throttleSearch(SEARCH_TEXT.tooMany);
    return await searchSite(q, page);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AppError && error.code === "rate_limited") return error.message;
    throw error;
  }
}

export default async function SearchRoute({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  const parsed = searchQuerySchema.safeParse({ q: firstParam(params, "q"), page: firstParam(params, "page") });
  const q = parsed.success ? parsed.data.q : "";
  const found = parsed.success && q ? await search(q, parsed.data.page) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-4 font-serif text-4xl font-bold">{SEARCH_TEXT.title}</h1>
      <SearchForm id="search-page-q" q={parsed.success ? q : ""} className="mb-8 max-w-xl" />
      {!parsed.success ? (
        <p role="alert" className="text-red-700">
          {parsed.error.issues[0]?.message ?? SEARCH_TEXT.tooLong}
        </p>
      ) : typeof found === "string" ? (
        <p role="alert" className="text-red-700">
          {found}
        </p>
      ) : found ? (
        <SearchResults found={found} />
      ) : (
        <p className="text-gray-600">{SEARCH_TEXT.prompt}</p>
      )}
    </div>
  );
}
