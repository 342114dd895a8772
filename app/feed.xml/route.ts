// GET /feed.xml – RSS 2.0 of the blog's newest posts (linked from every page's head).
import { connection } from "next/server";
import { listPosts } from "@/lib/data/posts";
import { FEED_SIZE, rssFeed } from "@/lib/seo/rss";
import { withRaw } from "@/lib/api/handler";
import { preview } from "@/lib/text";
import { renderBody } from "@/lib/content/markdown";

export const GET = withRaw(async (): Promise<Response> => {
  await connection();
  const posts = (await listPosts()).slice(0, FEED_SIZE);
  const xml = rssFeed(
    posts.map((p) => ({
      ...p,
      excerpt: preview(p.text),
      html: renderBody(p.content, { format: p.format, absolute: true }).html,
    })),
  );
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
});
