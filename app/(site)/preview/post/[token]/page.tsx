import type { Metadata } from "next";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import Link from "@/components/ui/link";
import { PostArticle } from "@/components/blog/post-article";
import { readPreviewToken } from "@/lib/auth/preview-link";
import { findPostForEditor } from "@/lib/data/posts";
import { formatDateTime } from "@/lib/format";
import { POST_TEXT } from "@/lib/copy/post";

// A draft's or scheduled post's preview (the editor's link, lib/auth/preview-link.ts): per request, never cached,
// never indexed. Once the post is published the link leads to its real address. A bad or expired link shows its
// message under the streamed shell with status 200 (unlike a missing post's 404, which needs no token check first).
export const instant = false;

export const metadata: Metadata = { title: "Post preview", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

export default async function PostPreviewPage({ params }: Props) {
  await connection();
  const postId = readPreviewToken((await params).token);
  const post = postId ? await findPostForEditor(postId) : null;
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
