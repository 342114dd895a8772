// The post body renderer: plain-text posts render exactly as the post page always rendered them, Markdown renders on
// the server to sanitised HTML with our link, picture and embed rules, and the plain text carries no Markdown.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { posts as seededPosts } from "@/prisma/seed/content";
import { FALLBACK_POSTS } from "./fallback-posts";
import { renderBody, type RenderOptions } from "./markdown";
import { renderEmbed } from "./embeds";

const md = (source: string, options: Partial<RenderOptions> = {}) =>
  renderBody(source, { format: "markdown", ...options });

/** The post page's body before Markdown (components/posts/post-article.tsx as it was), rendered by React. */
const oldBody = (content: string) =>
  renderToStaticMarkup(
    createElement(
      "div",
      { className: "flex flex-col gap-4 font-serif text-lg leading-relaxed" },
      content
        .split(/\n\s*\n/)
        .map((paragraph, i) => createElement("p", { key: i, className: "whitespace-pre-line" }, paragraph)),
    ),
  );
const newBody = (content: string) =>
  `<div class="flex flex-col gap-4 font-serif text-lg leading-relaxed">${renderBody(content, { format: "plain" }).html}</div>`;

describe("plain-text posts render exactly as before", () => {
  const seeded = seededPosts.map((p) => ({ name: p.title, content: p.paragraphs.join("\n\n") }));
  const fallback = FALLBACK_POSTS.map((p) => ({ name: p.slug, content: p.content }));
  // What the old client's addPost/updatePost may send: text that would mean something in Markdown or HTML.
  const oldClient = [
    "*not emphasis* and # not a heading\n1. not a list\n> not a quote",
    "<script>alert(1)</script> & <b>bold?</b> \"quotes\" 'apostrophes'",
    "\n\nleading blank lines\n\n\n\ntrailing too\n\n",
    "line one\nline two\r\n\r\nnext paragraph  \n\t\n  last",
    "https://www.youtube.com/watch?v=abc\n\n![not a picture](https://example.com/x.png)",
    "",
  ].map((content, i) => ({ name: `old client ${i}`, content }));

  it.each([...seeded, ...fallback, ...oldClient])("$name", ({ content }) => {
    expect(newBody(content)).toBe(oldBody(content));
    expect(renderBody(content, { format: "plain" }).text).toBe(content);
  });

  it("covers every seeded post", () => {
    expect(seeded.length).toBeGreaterThan(5);
  });
});

describe("Markdown (CommonMark + GFM)", () => {
  it("renders headings, emphasis, lists, quotes, tables, code and line breaks", () => {
    const { html } = md(
      "# Title\n\n## Part\n\n**bold** _italic_ ~~gone~~\nnext line\n\n- one\n- two\n\n1. first\n\n> quoted\n\n| a | b |\n|:-:|---|\n| 1 | 2 |\n\n`code` and\n\n```js\nlet x = 1 < 2;\n```\n\n- [x] done",
    );
    expect(html).toContain("<h2>Title</h2>"); // the page's title is the one h1
    expect(html).toContain("<h2>Part</h2>");
    expect(html).toContain("<strong>bold</strong> <em>italic</em> <del>gone</del><br />next line");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<th align="center">a</th>');
    expect(html).toContain('<code class="language-js">let x = 1 &lt; 2;');
    expect(html).toContain('<input type="checkbox" disabled checked /> done');
  });

  it("gives the plain text a reader sees: no Markdown, no markup, entities decoded", () => {
    const { text } = md(
      "# Big news\n\n**Burna** & _Wizkid_ <b>live</b>\n\n- one\n- two\n\n[a link](https://example.com)",
    );
    expect(text).toBe("Big news\n\nBurna & Wizkid live\n\none\n\ntwo\n\na link");
  });
});

describe("links", () => {
  it("keeps our own addresses relative and opens others in a new tab with noopener noreferrer", () => {
    const { html } = md(
      "[ours](http://localhost:3000/post/a?b=1#c) [www](http://www.localhost:3000/blog) [rel](/songs) [ext](https://example.com/x)",
    );
    expect(html).toContain('<a href="/post/a?b=1#c">ours</a>');
    expect(html).toContain('<a href="/blog">www</a>');
    expect(html).toContain('<a href="/songs">rel</a>');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ext</a>');
  });

  it("adds ugc for visitor-written text, to links and embeds", () => {
    const { html } = md("[ext](https://example.com)\n\nhttps://youtu.be/abc", { ugc: true });
    expect(html).toContain('rel="noopener noreferrer ugc">ext</a>');
    expect(html).toContain(renderEmbed("https://youtu.be/abc", { ugc: true }));
  });

  it("keeps mailto and tel links, and makes every address absolute for the feed", () => {
    const { html } = md(
      "[mail](mailto:a@b.ng) [call](tel:+234) [ours](/post/a) ![Crowd](/files/post-image/a.webp =1200x800)",
      {
        absolute: true,
      },
    );
    expect(html).toContain('<a href="mailto:a@b.ng">mail</a>');
    expect(html).toContain('<a href="tel:+234">call</a>');
    expect(html).toContain('<a href="http://localhost:3000/post/a">ours</a>');
    expect(html).toContain(
      '<img src="http://localhost:3000/files/post-image/a.webp" alt="Crowd" width="1200" height="800" />',
    );
  });
});

describe("pictures", () => {
  it("renders a stored picture as next/image's lazy, responsive <img> with its intrinsic size", () => {
    const { html, text } = md("![A crowd at the show](/files/post-image/a.webp =1200x800)");
    const img = /<img [^>]+>/.exec(html)![0];
    expect(img).toContain('alt="A crowd at the show"');
    expect(img).toContain('width="1200" height="800"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('sizes="(min-width: 768px) 736px, 100vw"');
    expect(img).toMatch(/srcset="\/_next\/image\?url=%2Ffiles%2Fpost-image%2Fa\.webp&amp;w=\d+&amp;q=75 \d+w, /);
    expect(text).toBe("");
  });

  it("accepts our Blob store's pictures", () => {
    const src = "https://abc123.public.blob.vercel-storage.com/post-image/a.webp";
    expect(md(`![Cover](${src} =640x640)`).html).toContain("url=https%3A%2F%2Fabc123.public.blob.vercel-storage.com");
  });

  it.each([
    ["a picture from elsewhere", "![x](https://example.com/a.png =10x10)"],
    ["a picture without its size", "![x](/files/post-image/a.webp)"],
    ["a data: picture", "![x](data:image/png;base64,iVBORw0KGgo= =1x1)"],
    ["a zero size", "![x](/files/post-image/a.webp =0x10)"],
  ])("drops %s", (_name, source) => {
    expect(md(source).html).not.toContain("<img");
  });
});

describe("embeds: an address alone on its line", () => {
  it("becomes an embed block, rendered by renderEmbed, between the text around it", () => {
    const body = md("Listen to this:\nhttps://open.spotify.com/track/1\nIt is great.");
    expect(body.blocks).toEqual([
      { type: "html", html: "<p>Listen to this:</p>\n" },
      { type: "embed", url: "https://open.spotify.com/track/1" },
      { type: "html", html: "<p>It is great.</p>\n" },
    ]);
    expect(body.embeds).toEqual(["https://open.spotify.com/track/1"]);
    expect(body.html).toBe(
      `<p>Listen to this:</p>\n${renderEmbed("https://open.spotify.com/track/1")}<p>It is great.</p>\n`,
    );
    expect(body.html).toContain('<span class="embed-card-host">open.spotify.com</span>');
    expect(body.text).toBe("Listen to this:\n\nIt is great.");
  });

  it("stays a link inside a sentence, a list or a quote, and in a code block stays code", () => {
    const body = md(
      "See https://youtu.be/a now\n\n- https://youtu.be/b\n\n> https://youtu.be/c\n\n```\nhttps://youtu.be/d\n```",
    );
    expect(body.embeds).toEqual([]);
    expect(body.html).toContain('<a href="https://youtu.be/a" target="_blank" rel="noopener noreferrer">');
    expect(body.html).toContain('<a href="https://youtu.be/b" target="_blank" rel="noopener noreferrer">');
    expect(body.html).toContain("<code>https://youtu.be/d\n</code>");
  });

  it("takes only http(s) addresses", () => {
    expect(md("javascript:alert(1)").embeds).toEqual([]);
    expect(md("ftp://example.com/x").embeds).toEqual([]);
  });
});

/**
 * The tags of sanitised output, as a browser parses them: every attribute value is double-quoted with `"` escaped
 * inside, and a `<` that is not a tag is escaped, so this reads the markup exactly.
 */
function tags(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    name: m[1].toLowerCase(),
    attributes: Object.fromEntries(
      [...m[2].matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)].map((a) => [
        a[1].toLowerCase(),
        (a[2] ?? "").replace(/&amp;/g, "&"),
      ]),
    ),
  }));
}

const ALLOWED: Record<string, string[]> = {
  a: ["href", "target", "rel"],
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
  input: ["type", "checked", "disabled"],
  code: ["class"],
  ol: ["start"],
  th: ["align"],
  td: ["align"],
  p: ["class"], // the embed card's
  span: ["class"], // the embed card's
};
const TEXT_TAGS =
  "p br hr h2 h3 h4 h5 h6 blockquote pre code ul ol li strong b em i del s sub sup table thead tbody tr th td";
const SAFE_LINK = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/;
const OUR_PICTURE =
  /^(?:\/_next\/image\?url=(?:%2Ffiles%2F|https%3A%2F%2F[a-z0-9-]+\.public\.blob\.vercel-storage\.com%2F)|https?:\/\/localhost:3000\/files\/)/;

describe("sanitising hostile Markdown and HTML", () => {
  const hostile: [string, string][] = [
    ["script tag", "<script>alert(1)</script>"],
    ["script in a paragraph", "Hello <script src=https://evil.example/x.js></script> world"],
    ["inline handler", '<img src="/files/a.png" width="1" height="1" alt="x" onerror="alert(1)">'],
    ["handler on a div", '<div onclick="alert(1)" onmouseover=alert(1)>hi</div>'],
    ["handler on a link", '<a href="https://example.com" onfocus="alert(1)" autofocus>x</a>'],
    ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["style tag", "<style>body{background:url(javascript:alert(1))}</style>"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">'],
    [
      "form",
      '<form action="https://evil.example"><input type="password" name="p"><button formaction="javascript:alert(1)">go</button></form>',
    ],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["base tag", '<base href="https://evil.example/">'],
    ["link tag", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["svg with script", "<svg><script>alert(1)</script></svg>"],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["svg use xlink", '<svg><use xlink:href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>'],
    ["math", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>"],
    ["javascript: link", "[x](javascript:alert(1))"],
    ["JavaScript: mixed case", "[x](JaVaScRiPt:alert(1))"],
    ["javascript: with entities", "[x](&#106;avascript:alert(1))"],
    ["javascript: hex entities", "[x](&#x6A;&#x61;vascript:alert(1))"],
    ["javascript: entity without semicolon", '<a href="&#106avascript:alert(1)">x</a>'],
    ["javascript: with tab", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["javascript: with newline", '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
    ["javascript: with leading space and control", '<a href=" &#x01;javascript:alert(1)">x</a>'],
    ["javascript: percent-encoded", "[x](javascript%3Aalert(1))"],
    ["javascript: in angle brackets", "[x](<javascript:alert(1)>)"],
    ["javascript: autolink", "<javascript:alert(1)>"],
    ["javascript: reference link", "[x][r]\n\n[r]: javascript:alert(1)"],
    ["vbscript: link", "[x](vbscript:msgbox(1))"],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["data: image", "![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)"],
    ["data: raw image", '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x" width="1" height="1">'],
    ["svg picture", "![x](/files/post-image/evil.svg)"],
    ["protocol-relative link", "[x](//evil.example/path)"],
    [
      "srcset smuggling",
      '<img src="/files/a.png" alt="x" width="1" height="1" srcset="javascript:alert(1) 1x, https://evil.example/a.png 2x">',
    ],
    [
      "nested quotes in attributes",
      '<a href="https://example.com/"onmouseover="alert(1)"title=\'"><script>alert(1)</script>\'>x</a>',
    ],
    ["quotes breaking out of alt", '![x" onerror="alert(1)](/files/post-image/a.webp =10x10)'],
    ["quotes breaking out of a title", '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
    ["raw HTML block", "<div>\n<img src=x onerror=alert(1)>\n\n**still markdown**\n</div>"],
    ["HTML comment", "<!-- <script>alert(1)</script> -->x"],
    ["CDATA", "<![CDATA[<script>alert(1)</script>]]>"],
    ["unclosed tag", '<a href="javascript:alert(1)" x'],
    ["textarea escape", "<textarea><script>alert(1)</script></textarea>"],
    ["noscript escape", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ["template", "<template><script>alert(1)</script></template>"],
    ["input outside a task list", '<input type="text" value="x" autofocus onfocus="alert(1)">'],
    ["embed line with quotes", 'https://example.com/"onmouseover="alert(1)'],
    ["class and id", '<p class="fixed inset-0" id="login">x</p>'],
  ];

  it.each(hostile)("%s", (_name, source) => {
    for (const options of [{}, { ugc: true }, { absolute: true }]) {
      for (const { name, attributes } of tags(md(source, options).html)) {
        expect([...TEXT_TAGS.split(" "), ...Object.keys(ALLOWED)]).toContain(name);
        for (const attribute of Object.keys(attributes)) expect(ALLOWED[name] ?? []).toContain(attribute);
        if (attributes.class) expect(attributes.class).toMatch(/^(?:embed-card(?:-host|-url)?|language-[a-z0-9+#-]+)$/);
        if (name === "input") expect(attributes).toMatchObject({ type: "checkbox", disabled: "" });
        if (attributes.href !== undefined) {
          expect(attributes.href).toMatch(SAFE_LINK);
          // Our own addresses are absolute only in the feed.
          if (/^https?:/.test(attributes.href) && !attributes.href.startsWith("http://localhost:3000/"))
            expect(attributes.rel).toMatch(/^noopener noreferrer/);
        }
        if (name === "img") {
          expect(attributes.src).toMatch(OUR_PICTURE);
          for (const candidate of (attributes.srcset ?? "").split(", ").filter(Boolean)) {
            expect(candidate).toMatch(OUR_PICTURE);
          }
        }
      }
    }
  });

  it("turns a protocol-relative link into an ordinary external one", () => {
    expect(md("[x](//example.com/path)").html).toContain(
      '<a href="http://example.com/path" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps text that only looks like markup as text", () => {
    expect(md('<a href="javascript:alert(1)" x').html).toBe('<p>&lt;a href="javascript:alert(1)" x</p>\n');
    expect(md('![x" onerror="alert(1)](/files/post-image/a.webp =10x10)').html).toContain(
      'alt="x&quot; onerror=&quot;alert(1)"',
    );
  });
});
