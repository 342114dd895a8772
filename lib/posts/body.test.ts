import { describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { embedsOf, renderedBody, renderedColumns, renderKey, storedBody, type BodyRow } from "./body";
import { renderBody } from "./markdown";

const markdown = [
  "# The show",
  `Read [our blog](${env.siteUrl}/blog) and [a review](https://example.com/review).`,
  "![A crowd](/files/post-image/crowd.webp =640x480)",
  "https://www.youtube.com/watch?v=abc123",
  "After the player.",
].join("\n\n");

const row = (over: Partial<BodyRow> = {}): BodyRow => ({
  id: "post-1",
  updatedAt: new Date("2026-12-01T10:00:00Z"),
  content: markdown,
  format: "MARKDOWN",
  bodyText: null,
  bodyBlocks: null,
  bodyFeedHtml: null,
  bodyRenderKey: null,
  ...over,
});
const stored = (content = markdown, format: "plain" | "markdown" = "markdown") =>
  row({ content, format: format === "plain" ? "PLAIN" : "MARKDOWN", ...renderedColumns(content, format) });

describe("the body stored at save", () => {
  it("is what the renderer makes: the page's pieces and embeds, the feed's absolute HTML, the plain text", () => {
    const page = renderBody(markdown, { format: "markdown" });
    const columns = renderedColumns(markdown, "markdown");
    expect(columns.bodyBlocks).toEqual(page.blocks);
    expect(columns.bodyText).toBe(page.text);
    expect(columns.bodyFeedHtml).toBe(renderBody(markdown, { format: "markdown", absolute: true }).html);
    expect(columns.bodyFeedHtml).toContain(`<a href="${env.siteUrl}/blog">our blog</a>`);
    expect(embedsOf(columns.bodyBlocks)).toEqual(["https://www.youtube.com/watch?v=abc123"]);
    expect(columns.bodyRenderKey).toBe(renderKey());
  });

  it("keeps a plain-text post's markup and leaves its text to the content", () => {
    const columns = renderedColumns("one & two\n\nthree", "plain");
    expect(columns.bodyBlocks).toEqual([
      {
        type: "html",
        html: '<p class="whitespace-pre-line">one &amp; two</p><p class="whitespace-pre-line">three</p>',
      },
    ]);
    expect(columns.bodyFeedHtml).toBe(renderBody("one & two\n\nthree", { format: "plain" }).html);
    expect(columns.bodyText).toBeNull();
    expect(storedBody(stored("one & two\n\nthree", "plain"))?.text).toBe("one & two\n\nthree");
  });

  it("is read back as stored under this server's render key, whatever the text says", () => {
    const tampered = row({
      ...renderedColumns(markdown, "markdown"),
      bodyBlocks: [{ type: "html", html: "<p>stored</p>" }],
      bodyText: "stored",
    });
    expect(storedBody(tampered)).toEqual({
      blocks: [{ type: "html", html: "<p>stored</p>" }],
      feedHtml: renderBody(markdown, { format: "markdown", absolute: true }).html,
      text: "stored",
    });
  });

  it.each([
    ["none stored (a row from before, or from the seed)", () => row()],
    [
      "another render key (another build's image settings, site address or renderer)",
      () => ({
        ...stored(),
        bodyRenderKey: "another",
      }),
    ],
    ["blocks that are not a body's", () => ({ ...stored(), bodyBlocks: [{ type: "x" }] })],
    ["no feed HTML", () => ({ ...stored(), bodyFeedHtml: null })],
  ])("is rendered again when there is %s", (_name, make) => {
    const read = make();
    expect(storedBody(read)).toBeNull();
    const again = renderedBody(read);
    expect(again.body.blocks).toEqual(renderBody(markdown, { format: "markdown" }).blocks);
    expect(again.body.text).toBe(renderBody(markdown, { format: "markdown" }).text);
    expect(again.columns).toEqual(renderedColumns(markdown, "markdown"));
  });

  it("has one render key per process, a short hash", () => {
    expect(renderKey()).toBe(renderKey());
    expect(renderKey()).toMatch(/^[\w-]{22}$/);
  });
});
