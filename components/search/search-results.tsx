// One page of site search results: kind, title (linked), the snippet with its matches marked (built as elements from
// text pieces, never parsed as HTML), and Prev / Next as plain links so paging works without JavaScript too.
import Link from "@/components/ui/link";
import { SEARCH_KIND_LABEL, SEARCH_TEXT } from "@/lib/search/copy";
import type { SearchPage } from "@/lib/search/search";
import type { SnippetPart } from "@/lib/search/snippet";

/** Text pieces as text, the matched ones in <mark>: React escapes every piece. */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="bg-brand/30 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

const searchHref = (q: string, page: number) =>
  `/search?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`;

const pagerLink = "rounded-md border border-gray-300 px-4 py-1.5 font-semibold hover:border-ink";

export function SearchResults({ found }: { found: SearchPage }) {
  const { q, results, page, totalPages, total } = found;
  if (total === 0) return <p role="status">{SEARCH_TEXT.noResults(q)}</p>;
  return (
    <>
      <p role="status" className="mb-4 text-gray-600">
        {SEARCH_TEXT.results(total, q)}
      </p>
      <ol className="flex flex-col gap-6">
        {results.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`} data-kind={hit.kind}>
            <p className="card-kicker">{SEARCH_KIND_LABEL[hit.kind]}</p>
            <h2 className="font-serif text-xl font-bold">
              <Link href={hit.href} className="text-ink hover:underline">
                <Marked parts={hit.titleParts} />
              </Link>
            </h2>
            <p className="text-gray-700" data-testid="snippet">
              <Marked parts={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {totalPages > 1 && (
        <nav aria-label={SEARCH_TEXT.pages} className="mt-8 flex items-center justify-center gap-4">
          {page > 1 && (
            <Link href={searchHref(q, page - 1)} className={pagerLink} rel="prev">
              Prev
            </Link>
          )}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages && (
            <Link href={searchHref(q, page + 1)} className={pagerLink} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
