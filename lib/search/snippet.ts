// Search snippets (lib/search/search.ts): ts_headline wraps each match in two control characters, split out here into
// plain and marked pieces, never parsed as markup, so whatever the stored text holds, only our own <mark> elements are
// ever made of it: pages render the pieces as elements, the API sends them as escaped HTML.

/** A piece of a snippet: `mark` pieces are the words the search matched. */
export type SnippetPart = { text: string; mark: boolean };

export const SNIPPET_START = "\u0002";
export const SNIPPET_STOP = "\u0003";

/** ts_headline's text with its markers, as plain and marked pieces (markers it did not pair are dropped). */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.split(SNIPPET_START).entries()) {
    const [marked, rest] = i === 0 ? [null, piece] : splitOnce(piece, SNIPPET_STOP);
    if (marked) parts.push({ text: marked.replaceAll(SNIPPET_STOP, ""), mark: true });
    const text = rest.replaceAll(SNIPPET_STOP, "").replace(/\s+/g, " ");
    if (text) parts.push({ text, mark: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A snippet as HTML for API clients: every character of the text escaped, the matches in <mark>. */
export const snippetHtml = (parts: SnippetPart[]) =>
  parts.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join("");
