// GET /feed.xml – RSS 2.0 of the blog's newest posts (linked from every page's head).
// GET /feed.xml?category=Music – the same for one category (linked from its archive, /blog?category=Music); a
// category no public post is filed under is 404.
import { connection } from "next/server";
import { listFeedPosts } from "@/lib/posts/reads";
import { findPostCategory } from "@/lib/posts/categories";
import { categoryFeedPath, categoryPath } from "@/lib/posts/category-rules";
import { AppError } from "@/lib/core/errors";
import { CATEGORY_NOT_FOUND } from "@/lib/posts/blog-copy";
import { siteConfig } from "@/lib/config/site";
import { FEED_SIZE, rssFeed, type FeedChannel } from "@/lib/seo/rss";
import { withRaw } from "@/lib/api/handler";
import { preview } from "@/lib/core/text";

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
  // The newest public posts (of the category), cached, each with the body stored at save (content:encoded).
  const posts = await listFeedPosts(name, FEED_SIZE);
  const xml = rssFeed(
    posts.map((p) => ({ ...p, excerpt: preview(p.text) })),
    undefined,
    channel,
  );
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
});
