import { describe, expect, it } from "vitest";
import { clickTarget, trackLinks } from "./promo-link-rules";

const href = (n: number) => `https://site.test/r/${n}`;

describe("trackLinks", () => {
  it("replaces each http(s) link, numbering distinct addresses in order, and keeps the rest", () => {
    const html =
      '<p><a href="https://spotify.com/a?x=1&amp;y=2" rel="noopener noreferrer">Listen</a> ' +
      '<a title="t" href="http://example.com/b">B</a> <a href="https://spotify.com/a?x=1&amp;y=2">again</a> ' +
      '<a href="mailto:hi@example.com">mail</a> <img src="https://cdn.test/pic.png" /></p>';
    const result = trackLinks(html, href);
    expect(result.urls).toEqual(["https://spotify.com/a?x=1&y=2", "http://example.com/b"]);
    expect(result.html).toBe(
      '<p><a href="https://site.test/r/0" rel="noopener noreferrer">Listen</a> ' +
        '<a title="t" href="https://site.test/r/1">B</a> <a href="https://site.test/r/0">again</a> ' +
        '<a href="mailto:hi@example.com">mail</a> <img src="https://cdn.test/pic.png" /></p>',
    );
  });

  it("leaves HTML without links as it is", () => {
    expect(trackLinks("<p>No links</p>", href)).toEqual({ html: "<p>No links</p>", urls: [] });
  });
});

describe("clickTarget", () => {
  const site = "https://mynationblog.test";

  it("marks our own pages as the newsletter's traffic", () => {
    expect(clickTarget(`${site}/service?x=1`, site, "c1")).toBe(
      `${site}/service?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=promo-c1`,
    );
  });

  it("keeps the admin's own source, and other sites' addresses, as they are", () => {
    expect(clickTarget(`${site}/blog?utm_source=wa`, site, "c1")).toBe(`${site}/blog?utm_source=wa`);
    expect(clickTarget("https://open.spotify.com/track/1", site, "c1")).toBe("https://open.spotify.com/track/1");
  });
});
