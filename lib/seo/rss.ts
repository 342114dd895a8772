// RSS 2.0 for the blog: the newest posts with their excerpt and whole rendered text, for feed readers and aggregators.
import { siteConfig } from "@/lib/config/site";
import { absoluteUrl } from "./url";

export const FEED_PATH = "/feed.xml";
export const FEED_SIZE = 20;
export const FEED_TITLE = `${siteConfig.name} — Blog`;

export type FeedItem = {
  slug: string;
  title: string;
  /** Plain text, never Markdown. */
  excerpt: string;
  /** The rendered, sanitised body with absolute addresses (content:encoded). */
  html?: string;
  author: string;
  categories: string[];
  publishedAt: string;
};

// Characters XML 1.0 does not allow at all (control characters) are dropped; markup characters are escaped.
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
export const escapeXml = (text: string) =>
  text
    .replace(INVALID_XML, "")
    .replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function item(post: FeedItem): string {
  const link = escapeXml(absoluteUrl(`/post/${post.slug}`));
  return [
    "<item>",
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${link}</link>`,
    `<guid isPermaLink="true">${link}</guid>`,
    `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
    `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
    ...post.categories.map((c) => `<category>${escapeXml(c)}</category>`),
    `<description>${escapeXml(post.excerpt)}</description>`,
    ...(post.html ? [`<content:encoded>${escapeXml(post.html)}</content:encoded>`] : []),
    "</item>",
  ].join("");
}

/** Which list a feed follows: the whole blog (the default) or one category's archive. */
export type FeedChannel = { title: string; link: string; self: string };
const BLOG_CHANNEL: FeedChannel = { title: FEED_TITLE, link: "/blog", self: FEED_PATH };

export function rssFeed(posts: FeedItem[], now = new Date(), channel = BLOG_CHANNEL): string {
  const blog = escapeXml(absoluteUrl(channel.link));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${blog}</link>`,
    `<description>${escapeXml(siteConfig.description)}</description>`,
    "<language>en-ng</language>",
    `<lastBuildDate>${(posts[0] ? new Date(posts[0].publishedAt) : now).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(absoluteUrl(channel.self))}" rel="self" type="application/rss+xml"/>`,
    ...posts.map(item),
    "</channel>",
    "</rss>",
  ].join("\n");
}
