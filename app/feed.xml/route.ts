// GET /feed.xml – RSS 2.0 of the blog's newest posts (linked from every page's head).
// GET /feed.xml?category=Music – the same for one category (linked from its archive, /blog?category=Music); a
// category no public post is filed under is 404.
import { connection } from "next/server";
import { listPosts } from "@/lib/posts/reads";
import { findPostCategory } from "@/lib/posts/categories";
import { categoryFeedPath, categoryPath, sameCategory } from "@/lib/posts/category-rules";
import { AppError } from "@/lib/core/errors";
import { CATEGORY_NOT_FOUND } from "@/lib/posts/blog-copy";
import { siteConfig } from "@/lib/config/site";
import { FEED_SIZE, rssFeed, type FeedChannel } from "@/lib/seo/rss";
import { withRaw } from "@/lib/api/handler";
import { preview } from "@/lib/core/text";
import { renderBody } from "@/lib/posts/markdown";

export const GET = withRaw(async (req: Request): Promise<Response> => {
  await connection();
  const asked = new URL(req.url).searchParams.get("category");
  let channel: FeedChannel | undefined;
  let name: string | null = null;
  if (asked) {
    const category = await findPostCategory(asked);
    if (!category) throw new AppError("not_found", CATEGORY_NOT_FOUND);
    name = category.name;
    channel = {
      title: `${siteConfig.name} — ${category.name}`,
      link: categoryPath(category.name),
      self: categoryFeedPath(category.name),
    };
  }
  // The cached public list, newest first, with each post's text (content:encoded carries the rendered body).
  const all = await listPosts();
  const posts = (name === null ? all : all.filter((p) => p.categories.some((c) => sameCategory(c, name)))).slice(
    0,
    FEED_SIZE,
  );
  const xml = rssFeed(
    posts.map((p) => ({
      ...p,
      excerpt: preview(p.text),
      html: renderBody(p.content, { format: p.format, absolute: true }).html,
    })),
    undefined,
    channel,
  );
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
});
