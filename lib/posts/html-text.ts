// Text to HTML and back for the post body: escaping as React escapes text, and the plain text of sanitised HTML.
import sanitizeHtml from "sanitize-html";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** The escaping React's server renderer gives text, so markup made here is byte for byte what JSX made. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|table|ul|ol|figure|figcaption)>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * What a reader of the HTML sees, as text: blocks separated by blank lines, line breaks kept, pictures and markup
 * gone. The excerpts, the feed's description, JSON-LD and the search index read this, never the Markdown.
 */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/g, "\n").replace(BLOCK_END, "$&\n\n");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(?:amp|lt|gt|quot|#39);/g,
    (e) => ENTITIES[e]!,
  );
  return text
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
