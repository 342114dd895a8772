// The post body, rendered on the server: the one place a post's text becomes HTML (the post page, the editor's
// preview, the feed) and plain text (excerpts, OG description, JSON-LD, search). Plain-text posts (the old client's
// `content`, the built-in fallback posts, every post written before Markdown) render exactly as they always have:
// a paragraph per blank-line-separated block, line breaks kept by CSS. Markdown is rendered by marked and then
// sanitised by an allow-list (sanitize-html), so raw HTML in the text keeps only harmless formatting.
import "server-only";
import sanitizeHtml from "sanitize-html";
import type { Token } from "marked";
import { env } from "@/lib/config/env";
import { imageProps } from "@/lib/next-config/image-props";
import { lexMarkdown, markdown, isStoredImage, type EmbedToken, type PostFormat } from "./markdown-syntax";
import { renderEmbed } from "./embeds";
import { escapeHtml, htmlToText } from "./html-text";

/** One piece of the body: sanitised HTML, or an embed (an address alone on its line) the page renders itself. */
export type BodyBlock = { type: "html"; html: string } | { type: "embed"; url: string };

export type RenderedBody = {
  /** The body in order; consecutive Markdown blocks are one html block, each embed its own. */
  blocks: BodyBlock[];
  /** The whole body as HTML, each embed through renderEmbed (lib/posts/embeds.ts). */
  html: string;
  /** The plain text a reader sees (no Markdown, no markup); a plain-text post's text is its content. */
  text: string;
  /** The embeds' addresses, in order. */
  embeds: string[];
};

export type RenderOptions = {
  format: PostFormat;
  /** Visitor-written text: external links also carry rel="ugc". */
  ugc?: boolean;
  /**
   * For somewhere other than our pages (the RSS feed): links and pictures get absolute addresses and pictures their
   * stored file instead of the image optimiser's srcset.
   */
  absolute?: boolean;
};

/** The picture's slot: the article column (max-w-3xl less its padding) on a wide screen, the screen on a phone. */
export const BODY_IMAGE_SIZES = "(min-width: 768px) 736px, 100vw";

const siteHost = () => new URL(env.siteUrl).hostname.replace(/^www\./, "");

/**
 * A link's attributes: our own addresses become relative (so they work on every host the site answers on and in
 * previews); other http(s) ones open in a new tab with rel="noopener noreferrer" (the site's convention), plus "ugc"
 * for visitor-written text. Any other scheme is left for the sanitiser's allow-list (mailto and tel survive;
 * javascript:, data:, vbscript: and the rest lose the href).
 */
function linkAttributes(href: string | undefined, options: RenderOptions): sanitizeHtml.Attributes {
  if (!href) return {};
  let url: URL;
  try {
    url = new URL(href, `${env.siteUrl}/`);
  } catch {
    return {};
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { href };
  if (url.hostname.replace(/^www\./, "") === siteHost()) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return { href: options.absolute ? new URL(path, `${env.siteUrl}/`).toString() : path };
  }
  return {
    href: url.toString(),
    target: "_blank",
    rel: options.ugc ? "noopener noreferrer ugc" : "noopener noreferrer",
  };
}

/**
 * How a transform drops a void element: it keeps the tag name and marks it, and the exclusive filter removes it
 * (renamed to a disallowed tag, the element would leave a stray closing tag behind). The mark is an allowed attribute
 * so it lasts until the filter runs; written in the text, it only removes the element.
 */
const DROP = "data-mnb-drop";
const dropped = (tagName: string) => ({ tagName, attribs: { [DROP]: "" } });
const size = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 20_000 ? n : null;
};

/**
 * A picture from our storage with its size becomes next/image's <img> (srcset through the optimiser, sizes, lazy,
 * width and height kept so the space is reserved: no layout shift). Anything else is dropped: the save refuses such
 * pictures (lib/posts/schema.ts), so only hand-made raw HTML could bring one.
 */
function imageAttributes(attribs: sanitizeHtml.Attributes, options: RenderOptions) {
  const { src, alt = "" } = attribs;
  const width = size(attribs.width);
  const height = size(attribs.height);
  if (!src || !isStoredImage(src) || !width || !height) return dropped("img");
  if (options.absolute) {
    return {
      tagName: "img",
      attribs: { src: new URL(src, `${env.siteUrl}/`).toString(), alt, width: `${width}`, height: `${height}` },
    };
  }
  const img = imageProps({ src, alt, width, height, sizes: BODY_IMAGE_SIZES, loading: "lazy" });
  const attributes: sanitizeHtml.Attributes = {
    src: String(img.src),
    alt,
    width: `${width}`,
    height: `${height}`,
    loading: "lazy",
    decoding: "async",
  };
  if (img.srcSet) attributes.srcset = img.srcSet;
  if (img.sizes) attributes.sizes = img.sizes;
  return { tagName: "img", attribs: attributes };
}

const sanitizeOptions = (options: RenderOptions): sanitizeHtml.IOptions => ({
  allowedTags: [
    ...["p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "ul", "ol", "li"],
    ...["strong", "b", "em", "i", "del", "s", "sub", "sup", "a", "img", "input"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding", DROP],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
    input: ["type", "checked", "disabled", DROP],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Pictures are checked against our storage (imageAttributes); the feed's absolute addresses may be http in development.
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Script, style, textarea and the like go with their content; other unknown tags leave their text, escaped.
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => DROP in frame.attribs,
  transformTags: {
    // The page's title is the one h1.
    h1: "h2",
    a: (_tag, attribs) => ({ tagName: "a", attribs: linkAttributes(attribs.href, options) }),
    img: (_tag, attribs) => imageAttributes(attribs, options),
    // A task list's box, shown and never editable.
    input: (_tag, attribs) =>
      attribs.type === "checkbox"
        ? {
            tagName: "input",
            attribs: { type: "checkbox", disabled: "", ...("checked" in attribs ? { checked: "" } : {}) },
          }
        : dropped("input"),
  },
});

/** Exactly the markup the post page made before Markdown: `<p class="whitespace-pre-line">` per paragraph. */
export function plainTextHtml(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => `<p class="whitespace-pre-line">${escapeHtml(paragraph)}</p>`)
    .join("");
}

function renderMarkdown(source: string, options: RenderOptions): RenderedBody {
  const blocks: BodyBlock[] = [];
  const sanitize = sanitizeOptions(options);
  let pending: Token[] = [];
  // Reference links were resolved while lexing, so a slice of the tokens renders on its own.
  const flush = () => {
    if (pending.length === 0) return;
    const html = sanitizeHtml(markdown.parser(pending), sanitize);
    if (html.trim()) blocks.push({ type: "html", html });
    pending = [];
  };
  for (const token of lexMarkdown(source)) {
    if (token.type === "embed") {
      flush();
      blocks.push({ type: "embed", url: (token as EmbedToken).url });
    } else pending.push(token);
  }
  flush();
  const html = blocks.map((b) => (b.type === "html" ? b.html : renderEmbed(b.url, options))).join("");
  const text = htmlToText(blocks.map((b) => (b.type === "html" ? b.html : "")).join("\n\n"));
  return { blocks, html, text, embeds: blocks.flatMap((b) => (b.type === "embed" ? [b.url] : [])) };
}

/** A post's body as HTML blocks and plain text, for its format. */
export function renderBody(content: string, options: RenderOptions): RenderedBody {
  if (options.format === "markdown") return renderMarkdown(content, options);
  const html = plainTextHtml(content);
  return { blocks: [{ type: "html", html }], html, text: content, embeds: [] };
}
