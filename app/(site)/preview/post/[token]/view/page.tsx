import type { Metadata } from "next";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import Link from "@/components/ui/link";
import { PostArticle } from "@/components/posts/post-article";
import { findPostPreview } from "@/lib/posts/preview";
import { formatDateTime } from "@/lib/core/format";
import { POST_TEXT } from "@/lib/posts/copy";

// A draft's or scheduled post's preview, where a working preview link (../route.ts, which answers 404 for any other)
// sends the browser: per request, never cached, never indexed. The token is checked again here, since this address
// can be typed too: a bad, expired or revoked one shows the message and nothing of the post — with status 200, as
// the page streams under a static shell and its status is sent before the token is read (hence the route in front).
export const instant = false;

export const metadata: Metadata = { title: "Post preview", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

export default async function PostPreviewPage({ params }: Props) {
  await connection();
  const post = await findPostPreview((await params).token);
  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-lg" role="alert">
          {POST_TEXT.previewExpired}
        </p>
        <Link href="/blog" className="mt-4 inline-block underline">
          Back to the blog
        </Link>
      </div>
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
