import { describe, expect, it } from "vitest";
import { SNIPPET_START as S, SNIPPET_STOP as E, snippetHtml, snippetParts } from "./snippet";

describe("search snippets", () => {
  it("splits ts_headline's markers into plain and marked pieces, whitespace runs collapsed", () => {
    expect(snippetParts(`The ${S}music${E} of  Lagos, ${S}music${E}`)).toEqual([
      { text: "The ", mark: false },
      { text: "music", mark: true },
      { text: " of Lagos, ", mark: false },
      { text: "music", mark: true },
    ]);
  });

  it("makes HTML in which only its own <mark> elements are markup, whatever the text holds", () => {
    const html = snippetHtml(snippetParts(`<img src=x onerror=alert(1)> & ${S}"<b>x</b>"${E} '</mark><script>`));
    expect(html).toBe(
      "&lt;img src=x onerror=alert(1)&gt; &amp; <mark>&quot;&lt;b&gt;x&lt;/b&gt;&quot;</mark> &#39;&lt;/mark&gt;&lt;script&gt;",
    );
  });

  it("drops markers it cannot pair instead of leaving them in the text", () => {
    expect(snippetParts(`a ${E}b ${S}c`)).toEqual([
      { text: "a b ", mark: false },
      { text: "c", mark: true },
    ]);
  });
});
