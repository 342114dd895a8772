import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { findPostForEditor } from "@/lib/posts/reads";
import { listPostRevisions } from "@/lib/posts/revisions";
import { postPreviewLink } from "@/lib/posts/preview";
import { type PostDto, type PostRevisionDto } from "@/lib/posts/posts";
import { PostForm } from "@/components/admin/posts/post-form";
import { RevokePreviewButton } from "@/components/admin/posts/revoke-preview-button";
import { POST_TEXT } from "@/lib/posts/copy";
import { formatDateTime, formatDateTimeSeconds } from "@/lib/core/format";
import { changedFields } from "@/components/admin/posts/revision-diff";

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  let post: PostDto | null;
  let revisions: PostRevisionDto[];
  let preview: Awaited<ReturnType<typeof postPreviewLink>>;
  try {
    [post, revisions, preview] = await Promise.all([findPostForEditor(id), listPostRevisions(id), postPreviewLink(id)]);
  } catch (error) {
    console.error("post could not be loaded", error);
    return (
      <p role="alert" className="text-red-700">
        Failed to fetch post.
      </p>
    );
  }
  if (!post) return <p role="alert">{POST_TEXT.notFound}</p>;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <section aria-labelledby="edit-post" className="rounded-lg bg-white p-6 shadow-sm">
        <h1 id="edit-post" className="mb-4 font-serif text-3xl font-bold">
          Edit Post
        </h1>
        {/* Keyed by the last save: a restore (or another editor's save) shows fresh values, not the kept form state. */}
        <PostForm key={post.updatedAt} mode="edit" post={post} direct={directUploads()} />
      </section>
      <section aria-labelledby="post-visibility" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="post-visibility" className="mb-2 text-xl font-bold">
          {preview ? "Preview link" : "Public address"}
        </h2>
        {preview ? (
          <>
            <p>
              <a href={preview.path} target="_blank" rel="noreferrer" className="text-brand-dark underline">
                Open the preview
              </a>{" "}
              — anyone with this link can read the post until {formatDateTime(preview.expiresAt)} (Lagos time), or until
              its preview links are revoked, it is published or it is moved back to draft.
            </p>
            <RevokePreviewButton postId={post.id} />
          </>
        ) : (
          <p>
            <Link href={`/post/${post.slug}`} className="text-brand-dark underline">
              /post/{post.slug}
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="post-history" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="post-history" className="mb-2 text-xl font-bold">
          History
        </h2>
        {revisions.length === 0 ? (
          <p>{POST_TEXT.noRevisions}</p>
        ) : (
          <ol className="flex flex-col divide-y text-sm">
            {revisions.map((r, i) => (
              <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <time dateTime={r.createdAt}>{formatDateTimeSeconds(r.createdAt)}</time>
                <span className="text-gray-600">
                  by {r.editor}
                  {r.autosave && " (autosaved)"}
                </span>
                <span className="font-medium">{r.title}</span>
                {revisions[i + 1] && (
                  <span className="text-gray-600">
                    {changedFields(revisions[i + 1], r)
                      ? `changed ${changedFields(revisions[i + 1], r)}`
                      : "no changes"}
                  </span>
                )}
                {i === 0 && <span className="text-gray-600">(current)</span>}
                <Link
                  href={`/admin/edit-post/${post.id}/revisions/${r.id}`}
                  className="text-brand-dark underline"
                  aria-label={`${i === 0 ? "Changes in" : "View"} the version of ${formatDateTimeSeconds(r.createdAt)}`}
                >
                  {i === 0 ? "Changes" : "View"}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
