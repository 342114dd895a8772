// A post's body, rendered once (docs/features/posts.md "Rendered once"): a save turns the text into what the page
// draws (the sanitised HTML pieces and, between them, the addresses alone on their line), what the feed carries
// (absolute addresses, embeds as link cards) and the plain text, and stores them on the row with the key of what
// they were rendered with. Pages and feeds read those columns; nothing renders Markdown per request. The players
// between the pieces stay per request (lib/posts/players.ts): their cards are shared by every post naming the song
// and "Listen everywhere" follows the smart links, both of which change without this post being saved.
import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/config/env";
import { renderBody, type BodyBlock } from "./markdown";
import { type PostFormat } from "./markdown-syntax";

/** How the row names a body's format (Post.format), and back. */
export const FORMAT_OF = { PLAIN: "plain", MARKDOWN: "markdown" } as const;
export const FORMAT_ROW = { plain: "PLAIN", markdown: "MARKDOWN" } as const;

/** The columns a body is stored in, the text it is rendered from, and what a read storing it checks. */
export const bodySelect = {
  id: true,
  updatedAt: true,
  content: true,
  format: true,
  bodyText: true,
  bodyBlocks: true,
  bodyFeedHtml: true,
  bodyRenderKey: true,
} satisfies Prisma.PostSelect;
export type BodyRow = Prisma.PostGetPayload<{ select: typeof bodySelect }>;

/** A body as pages and feeds read it. `text` is the plain text (a plain-text post's is its content). */
export type StoredBody = { blocks: BodyBlock[]; feedHtml: string; text: string };

/**
 * What a rendered body depends on besides its text: this renderer, the site's address (our own links become relative
 * on the page and absolute in the feed) and this build's next/image settings (the pictures' srcset). The key is the
 * hash of a sample's renders, so changing any of them changes the key without anyone remembering to, and each body
 * stored under another key is rendered again on its next read. RENDERER is for a change the sample does not show.
 */
const RENDERER = 1;
const SAMPLE = [
  "# A heading",
  "Text with **bold**, _italic_, ~~struck~~, `code`, [our blog](/blog), [a site](https://example.com/a) and <b>raw</b>",
  "![A picture](/files/post-image/sample.webp =1200x800)",
  "https://example.com/an-embed",
  "> A quote\n\n- [x] a task\n- an item\n\n1. one\n\n| a | b |\n|:--|--:|\n| 1 | 2 |",
  "```js\nlet x = 1;\n```\n\n<script>alert(1)</script>",
].join("\n\n");
let key: string | undefined;

export function renderKey(): string {
  key ??= createHash("sha256")
    .update(
      JSON.stringify([
        RENDERER,
        env.siteUrl,
        renderBody(SAMPLE, { format: "markdown" }),
        renderBody(SAMPLE, { format: "markdown", absolute: true }).html,
        renderBody("a & b\n\nc", { format: "plain" }).html,
      ]),
    )
    .digest("base64url")
    .slice(0, 22);
  return key;
}

/** The stored columns of a body rendered now: what a save writes, and what a read stores for an older row. */
export function renderedColumns(content: string, format: PostFormat) {
  const page = renderBody(content, { format });
  return {
    bodyText: format === "plain" ? null : page.text,
    bodyBlocks: page.blocks,
    // A plain-text post's markup has no addresses to make absolute: the feed carries the page's.
    bodyFeedHtml: format === "plain" ? page.html : renderBody(content, { format, absolute: true }).html,
    bodyRenderKey: renderKey(),
  };
}

export const embedsOf = (blocks: BodyBlock[]) => blocks.flatMap((b) => (b.type === "embed" ? [b.url] : []));

const isBlock = (value: unknown): value is BodyBlock => {
  if (typeof value !== "object" || value === null) return false;
  const block = value as Record<string, unknown>;
  return block.type === "html"
    ? typeof block.html === "string"
    : block.type === "embed" && typeof block.url === "string";
};

/** The body as stored, or null when it must be rendered again: none stored, another key, or not a body's shape. */
export function storedBody(row: BodyRow): StoredBody | null {
  const { bodyBlocks, bodyFeedHtml, bodyRenderKey } = row;
  if (bodyRenderKey !== renderKey() || bodyFeedHtml === null) return null;
  if (!Array.isArray(bodyBlocks) || !bodyBlocks.every(isBlock)) return null;
  return { blocks: bodyBlocks, feedHtml: bodyFeedHtml, text: row.bodyText ?? row.content };
}

/** A body rendered now from the row's text, with the columns to store it under. */
export function renderedBody(row: BodyRow) {
  const columns = renderedColumns(row.content, FORMAT_OF[row.format]);
  const body: StoredBody = {
    blocks: columns.bodyBlocks,
    feedHtml: columns.bodyFeedHtml,
    text: columns.bodyText ?? row.content,
  };
  return { body, columns };
}
