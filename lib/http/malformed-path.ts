// A request path with broken percent-encoding (`/post/%E0%A4%A`) makes Next's router throw a DecodeError, which
// `next start` turns into a bare "Internal Server Error" 500 without our headers (it tries to render a /400 page the
// App Router does not have). Such a path names nothing we serve, so the server swaps it before Next reads it for
// one that is certainly missing: under /mnb/api the API's catch-all then answers 404 in the JSON error shape, elsewhere
// the not-found page answers 404 — both with the security headers. The query string is kept as it was.
export const MALFORMED_PAGE = "/_malformed-path";
export const MALFORMED_API = "/mnb/api/_malformed-path";

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** The URL Next should see: the request's own, or a certainly-missing one when its path cannot be decoded. */
export function wellFormedUrl(url: string | undefined): string | undefined {
  if (!url || !url.includes("%")) return url;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (decodes(path)) return url;
  const query = q === -1 ? "" : url.slice(q);
  return `${/^\/mnb\/api(\/|$)/i.test(path) ? MALFORMED_API : MALFORMED_PAGE}${query}`;
}
