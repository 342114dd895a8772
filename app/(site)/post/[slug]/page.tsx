import type { Metadata } from "next";
import { permanentRedirect, unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { findPost, newestPostSlugs } from "@/lib/posts/reads";
import { INVALID_SLUG_MESSAGE, NOT_FOUND_MESSAGE, type PostPageDto } from "@/lib/posts/posts";
import { NotFoundView } from "@/components/layout/not-found-view";
import PostNotFound from "./not-found";
import { preview } from "@/lib/core/text";
import { listPostComments } from "@/lib/posts/comments";
import { isSlug } from "@/lib/core/slug";
import { PostComments } from "@/components/posts/post-comments";
import { PostArticle } from "@/components/posts/post-article";
import { RelatedPosts } from "@/components/posts/related-posts";
import { FALLBACK_POSTS, findFallbackPost } from "@/lib/posts/fallback-posts";
import { feedAlternates } from "@/lib/seo/metadata";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { findLegacySlug } from "@/lib/legacy-addresses/legacy-addresses";

type Props = { params: Promise<{ slug: string }> };

// The newest post is rendered by `next build`, the others on their first visit; each is then served from the page
// cache until the post or its comments change. Cache Components needs at least one path here: with no posts (or no
// database while building) a built-in post stands in.
export async function generateStaticParams() {
  const slugs = await newestPostSlugs(1).catch(() => []);
  return (slugs.length ? slugs : [FALLBACK_POSTS[0].slug]).map((slug) => ({ slug }));
}

// When the database cannot be reached, a built-in post with the same slug is shown instead (without comments).
const loadPost = cache(async (slug: string): Promise<PostPageDto | "invalid" | null> => {
  if (!isSlug(slug)) return "invalid";
  let post: PostPageDto | null;
  try {
    post = await findPost(slug);
  } catch (error) {
    unstable_rethrow(error);
    console.error("post could not be loaded", error);
    post = findFallbackPost(slug) ?? null;
  }
  return post;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  if (post === "invalid") return { title: "Invalid slug" };
  if (!post) return { title: NOT_FOUND_MESSAGE.replace(/\.$/, "") };
  const description = preview(post.text, 155);
  return {
    title: post.title,
    description,
    alternates: { canonical: `/post/${post.slug}`, types: feedAlternates },
    // The share image is ./opengraph-image.tsx (a 1200×630 PNG of the picture and title); X falls back to og:image.
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url: `/post/${post.slug}`,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
    },
    twitter: { card: "summary_large_image", title: post.title, description },
  };
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  // An address the old site shared (its slugs kept characters ours refuse, or were taken here) moves to the new slug;
  // asked only when nothing here answers to it.
  const moved = post === "invalid" || !post ? await findLegacySlug("post", slug) : null;
  if (moved) permanentRedirect(`/post/${encodeURIComponent(moved)}`);
  if (post === "invalid") {
    return (
      <p className="mx-auto max-w-3xl px-4 py-10 text-red-700" role="alert">
        {INVALID_SLUG_MESSAGE}
      </p>
    );
  }
  if (!post)
    return (
      <NotFoundView>
        <PostNotFound />
      </NotFoundView>
    );
  const builtIn = post.id.startsWith("builtin-");
  const comments = builtIn ? null : await listPostComments(post.id, 1);
  return (
    <PostArticle post={post}>
      <JsonLd data={blogPostingJsonLd({ ...post, description: preview(post.text, 155), articleBody: post.text })} />
      {!builtIn && <RelatedPosts id={post.id} categories={post.categories} />}
      {comments && <PostComments slug={post.slug} initial={comments} />}
    </PostArticle>
  );
}
