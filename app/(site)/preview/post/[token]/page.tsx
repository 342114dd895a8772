import type { Metadata } from "next";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { PostArticle } from "@/components/blog/post-article";
import { findPostPreview } from "@/lib/data/posts";
import { NotFoundView } from "@/components/layout/not-found-view";
import PreviewNotFound from "./not-found";
import { formatDateTime } from "@/lib/format";

// A draft's or scheduled post's preview (the editor's link, lib/auth/preview-link.ts): per request, never cached,
// never indexed. A bad, expired or revoked link — and every link made before the post was published or moved back
// to draft, when its preview secret changes — answers 404 with its message and nothing of the post.
export const instant = false;

export const metadata: Metadata = { title: "Post preview", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

export default async function PostPreviewPage({ params }: Props) {
  await connection();
  const post = await findPostPreview((await params).token);
  if (!post) {
    return (
      <NotFoundView>
        <PreviewNotFound />
      </NotFoundView>
    );
  }
  if (post.status === "published") redirect(`/post/${post.slug}`);
  return (
    <>
      <p role="status" className="mx-auto mt-6 max-w-3xl rounded bg-amber-100 px-4 py-3 text-amber-900">
        <strong>Preview.</strong>{" "}
        {post.status === "scheduled" && post.publishAt
          ? `This post is scheduled for ${formatDateTime(post.publishAt)} (Lagos time).`
          : "This post is a draft."}{" "}
        Only people with this link can see it.
      </p>
      <PostArticle post={post} />
    </>
  );
}
