import { describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { escapeXml, rssFeed } from "./rss";

const post = {
  slug: "a-post",
  title: "Tom & Jerry <live>",
  excerpt: 'It\'s "on"\u0001',
  author: "Ada",
  categories: ["Music"],
  publishedAt: "2026-01-02T10:00:00.000Z",
};

describe("rssFeed", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0000\u0008`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
  });

  it("gives each post its title, link, permalink guid, RFC 822 date and excerpt", () => {
    const xml = rssFeed([post]);
    const link = `${env.siteUrl}/post/a-post`;
    expect(xml).toContain(`<title>Tom &amp; Jerry &lt;live&gt;</title>`);
    expect(xml).toContain(`<link>${link}</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${link}</guid>`);
    expect(xml).toContain("<pubDate>Fri, 02 Jan 2026 10:00:00 GMT</pubDate>");
    expect(xml).toContain("<description>It&apos;s &quot;on&quot;</description>");
    expect(xml).not.toContain("\u0001");
  });

  it("is a well-formed RSS 2.0 channel even with no posts", () => {
    const xml = rssFeed([], new Date("2026-01-01T00:00:00Z"));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<lastBuildDate>Thu, 01 Jan 2026 00:00:00 GMT</lastBuildDate>");
    expect(xml).not.toContain("<item>");
  });
});
