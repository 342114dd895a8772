// Built-in posts the post page falls back to when the database cannot be reached (the spec's fallback list).
import type { PostPageDto } from "@/lib/posts/posts";
import { plainTextHtml } from "@/lib/posts/markdown";

const post = (slug: string, title: string, categories: string[], content: string): PostPageDto => ({
  id: `builtin-${slug}`,
  _id: `builtin-${slug}`,
  slug,
  title,
  author: "Admin",
  categories,
  imageUrl: null,
  content,
  format: "plain",
  text: content,
  status: "published",
  publishAt: null,
  publishedAt: "2025-01-15T09:00:00.000Z",
  createdAt: "2025-01-15T09:00:00.000Z",
  updatedAt: "2025-01-15T09:00:00.000Z",
  body: [{ type: "html", html: plainTextHtml(content) }],
});

export const FALLBACK_POSTS: PostPageDto[] = [
  post(
    "welcome-to-my-nation-blog",
    "Welcome to My Nation Blog",
    ["Entertainment"],
    "My Nation Blog brings you daily updates on news, styles and entertainment from across Nigeria.\n\nWe also help artists grow: music production, mixing, mastering, promotion and distribution, priced in naira.",
  ),
  post(
    "how-we-promote-independent-artists",
    "How We Promote Independent Artists",
    ["Music", "Entertainment"],
    "From the first demo to the release party, our team helps independent artists reach new listeners.\n\nWe combine blog features, smart links to every streaming platform and partnerships with brands.",
  ),
];

export const findFallbackPost = (slug: string) => FALLBACK_POSTS.find((p) => p.slug === slug) ?? null;
