// GET /mnb/api/search?q=&page= – site search over posts, songs, artists and spotlights, best first, 10 a page
// { q, results: [{ kind, id, title, url, snippet }], page, totalPages, total }; `snippet` is HTML: escaped text with
// the matched words in <mark>. Empty q finds nothing; too long a q is 422; 429 past the address's searches a minute.
import { withApi } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/not-allowed";
import { SEARCH_TEXT } from "@/lib/search/copy";
import { searchSite } from "@/lib/search/search";
import { snippetHtml } from "@/lib/search/snippet";
import { throttleSearch } from "@/lib/abuse/rate-limit";
import { searchQuerySchema } from "@/lib/search/schema";

export const GET = withApi(async ({ req }) => {
  const params = new URL(req.url).searchParams;
  const { q, page } = searchQuerySchema.parse({ q: params.get("q") ?? "", page: params.get("page") ?? undefined });
  if (q) await throttleSearch(SEARCH_TEXT.tooMany);
  const found = await searchSite(q, page);
  return {
    ...found,
    results: found.results.map((hit) => ({
      kind: hit.kind,
      id: hit.id,
      title: hit.title,
      url: hit.href,
      snippet: snippetHtml(hit.snippet),
    })),
  };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/search");
