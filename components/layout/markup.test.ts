import { describe, expect, it } from "vitest";
import { tag, text } from "./markup";
import { iconHtml } from "./social-icons";

describe("static chrome markup", () => {
  it("escapes text and attribute values", () => {
    expect(text(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;");
    expect(tag("a", { href: `https://x.test/?a=1&b="2"` }, text("A & B"))).toBe(
      '<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">A &amp; B</a>',
    );
  });

  it("writes bare names for true and leaves false and undefined out", () => {
    expect(tag("svg", { "aria-hidden": "true", hidden: true, focusable: false, title: undefined })).toBe(
      '<svg aria-hidden="true" hidden></svg>',
    );
  });

  it("joins children and drops the ones that are false", () => {
    expect(tag("ul", {}, tag("li", {}, "a"), false, undefined, tag("li", {}, "b"))).toBe(
      "<ul><li>a</li><li>b</li></ul>",
    );
  });

  it("refuses element and attribute names that could break out of the tag", () => {
    expect(() => tag("a onclick=x", {})).toThrow(/element name/);
    expect(() => tag("a", { 'x" onclick="y': "1" })).toThrow(/attribute name/);
  });
});

describe("the chrome's icons", () => {
  it("writes a decorative span, hidden from screen readers (its drawing: app/icons.css, scripts/icon-masks.test.ts)", () => {
    expect(iconHtml("mail", "mr-1")).toBe('<span class="icon icon-mail mr-1" aria-hidden="true"></span>');
  });
});
