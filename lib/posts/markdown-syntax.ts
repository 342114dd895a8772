// The post body's Markdown dialect (CommonMark + GFM, line breaks kept) and what it adds: a picture's intrinsic size
// written after its address (`![A crowd at the show](/files/post-image/a.webp =1200x800)`, the syntax of
// markdown-it-imsize, which the editor's upload writes) and a bare http(s) address alone on its line, which becomes an
// embed (lib/posts/embeds.ts). Not server-only: the post schema (lib/posts/schema.ts) reads the pictures from
// here to refuse a picture without alt text or from outside our storage before anything is saved.
import { Marked, type MarkedExtension, type Token, type Tokens } from "marked";

export type PostFormat = "plain" | "markdown";
export const POST_FORMATS = ["plain", "markdown"] as const satisfies readonly PostFormat[];

/** A picture as written in the text; the size is absent until the save looks it up (lib/posts/image-sizes.ts). */
export type BodyImage = { src: string; alt: string; width?: number; height?: number; raw: string };

export type SizedImageToken = Tokens.Generic & {
  type: "sizedImage";
  href: string;
  text: string;
  width: number;
  height: number;
};
export type EmbedToken = Tokens.Generic & { type: "embed"; url: string };

const SIZED_IMAGE = /^!\[((?:\\.|[^\\\]\n])*)\]\(\s*<?([^\s<>()]+)>?\s+=(\d{1,5})x(\d{1,5})\s*\)/;
/** A line holding one http(s) address and nothing else (up to three spaces before, as CommonMark allows). */
const EMBED_LINE = /^ {0,3}(https?:\/\/[^\s<>"'`]+)[ \t]*(?:\n+|$)/;
const NEXT_EMBED_LINE = /\n {0,3}https?:\/\/[^\s<>"'`]+[ \t]*(?:\n|$)/;

const unescapeMarkdown = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, "$1");
const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Tokens and default HTML for both extensions; lib/posts/markdown.ts renders embeds at the top level itself. */
const extensions: MarkedExtension = {
  extensions: [
    {
      name: "sizedImage",
      level: "inline",
      start: (src) => src.indexOf("!["),
      tokenizer(src) {
        const m = SIZED_IMAGE.exec(src);
        if (!m) return undefined;
        return { type: "sizedImage", raw: m[0], text: unescapeMarkdown(m[1]), href: m[2], width: +m[3], height: +m[4] };
      },
      renderer(token) {
        const t = token as SizedImageToken;
        return `<img src="${escapeAttribute(t.href)}" alt="${escapeAttribute(t.text)}" width="${t.width}" height="${t.height}">`;
      },
    },
    {
      name: "embed",
      level: "block",
      // Where the next address line starts, so a paragraph stops before it instead of swallowing it.
      start(src) {
        const m = NEXT_EMBED_LINE.exec(src);
        return m ? m.index + 1 : undefined;
      },
      tokenizer(src) {
        const m = EMBED_LINE.exec(src);
        return m ? { type: "embed", raw: m[0], url: m[1] } : undefined;
      },
      // Inside a list or quote an address line is an ordinary link; only the body's own lines embed.
      renderer(token) {
        const url = escapeAttribute((token as EmbedToken).url);
        return `<p><a href="${url}">${url}</a></p>\n`;
      },
    },
  ],
};

export const markdown = new Marked({ gfm: true, breaks: true }, extensions);

export const lexMarkdown = (source: string) => markdown.lexer(source);

/** Every picture of a Markdown text, in order. */
export function markdownImages(source: string): BodyImage[] {
  const images: BodyImage[] = [];
  markdown.walkTokens(lexMarkdown(source), (token: Token) => {
    if (token.type === "image") images.push({ src: token.href, alt: token.text.trim(), raw: token.raw });
    if (token.type === "sizedImage") {
      const t = token as SizedImageToken;
      images.push({ src: t.href, alt: t.text.trim(), width: t.width, height: t.height, raw: t.raw });
    }
  });
  return images;
}

const BLOB_HOST = /^[a-z0-9-]+\.public\.blob\.vercel-storage\.com$/;

/**
 * Pictures come from our own storage only: the local `/files/...` addresses and our public Blob store, the two
 * sources next.config.ts lets the image optimiser fetch (and the CSP's img-src allows). A picture from anywhere else
 * would be a third-party request on every reader's phone and could change or vanish after the post was written.
 */
export function isStoredImage(src: string): boolean {
  if (src.startsWith("/files/")) return !src.includes("..") && !src.includes("\\");
  try {
    const url = new URL(src);
    return url.protocol === "https:" && BLOB_HOST.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What is wrong with a picture of a post's text, or null: it must come from our storage and have alt text. */
export function pictureProblem(image: BodyImage): "not-stored" | "no-alt" | null {
  if (!isStoredImage(image.src)) return "not-stored";
  return image.alt ? null : "no-alt";
}

/** The picture written with its size, in the syntax above (a title, rarely written, gives way to the size). */
export function withSize(image: BodyImage, width: number, height: number): string {
  const alt = /^!\[([\s\S]*)\]\(/.exec(image.raw)?.[1] ?? image.alt;
  return `![${alt}](${image.src} =${width}x${height})`;
}
