import { describe, expect, it } from "vitest";
import { sanitizeEmailHtml } from "./sanitize";

describe("sanitizeEmailHtml", () => {
  it("removes script and style elements with their content", () => {
    const clean = sanitizeEmailHtml(
      '<p>Hi</p><script>alert("x")</script><style>p{}</style><SCRIPT src="//evil"></SCRIPT>',
    );
    expect(clean).toBe("<p>Hi</p>");
  });

  it("removes event handlers but keeps the element", () => {
    const clean = sanitizeEmailHtml(
      '<p onclick="steal()" onmouseover=steal()>Sale</p><img src="https://x.test/a.png" onerror="steal()" alt="a">',
    );
    expect(clean).toBe('<p>Sale</p><img src="https://x.test/a.png" alt="a" />');
  });

  it("drops javascript: and data: links", () => {
    const clean = sanitizeEmailHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a><img src="data:image/png;base64,AAAA">',
    );
    expect(clean).not.toMatch(/javascript|data:/i);
    expect(clean).toContain(">a</a>");
  });

  it("keeps formatting and safe links, marking links noopener", () => {
    expect(
      sanitizeEmailHtml(
        '<h2>New</h2><p><strong>50%</strong> off <a href="https://mynationblog.com/songs">songs</a></p>',
      ),
    ).toBe(
      '<h2>New</h2><p><strong>50%</strong> off <a href="https://mynationblog.com/songs" rel="noopener noreferrer">songs</a></p>',
    );
  });

  it("drops frames, forms and embedded objects", () => {
    expect(
      sanitizeEmailHtml(
        '<iframe src="https://evil"></iframe><form action="https://evil"><input></form><object></object>ok',
      ),
    ).toBe("ok");
  });

  it("gives null for nothing left", () => {
    expect(sanitizeEmailHtml("")).toBeNull();
    expect(sanitizeEmailHtml("<script>x</script>")).toBeNull();
    expect(sanitizeEmailHtml(undefined)).toBeNull();
  });
});
