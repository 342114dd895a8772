import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { findPostRevision, findRevisionBefore } from "@/lib/posts/revisions";
import { RevisionDiff } from "@/components/admin/posts/revision-diff";
import { RestoreRevisionButton } from "@/components/admin/posts/restore-revision-button";
import { POST_TEXT } from "@/lib/posts/copy";
import { formatDateTimeSeconds } from "@/lib/core/format";

type Props = { params: Promise<{ id: string; revisionId: string }> };

/** One saved version of a post, read-only, with "Restore this version". */
export default async function PostRevisionPage({ params }: Props) {
  await requireAdminPage();
  const { id, revisionId } = await params;
  const revision = await findPostRevision(id, revisionId);
  if (!revision) return <p role="alert">{POST_TEXT.revisionNotFound}</p>;
  const before = await findRevisionBefore(id, revision);
  const saved = formatDateTimeSeconds(revision.createdAt);
  return (
    <section aria-labelledby="revision" className="flex max-w-2xl flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
      <p>
        <Link href={`/admin/edit-post/${id}`} className="text-brand-dark underline">
          Back to the editor
        </Link>
      </p>
      <h1 id="revision" className="font-serif text-3xl font-bold">
        Version of {saved}
      </h1>
      <p className="text-sm text-gray-600">Saved by {revision.editor} (Lagos time).</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">Title</dt>
        <dd>{revision.title}</dd>
        <dt className="font-semibold">Author</dt>
        <dd>{revision.author}</dd>
        <dt className="font-semibold">Categories</dt>
        <dd>{revision.categories.join(", ") || "None"}</dd>
      </dl>
      <div className="whitespace-pre-line rounded border border-gray-200 p-3 font-serif">{revision.content}</div>
      <section aria-labelledby="revision-changes" className="rounded border border-gray-200 p-3">
        <h2 id="revision-changes" className="mb-2 text-lg font-bold">
          {before ? `Changed since ${formatDateTimeSeconds(before.createdAt)}` : "Changes"}
        </h2>
        <RevisionDiff before={before} after={revision} />
      </section>
      <RestoreRevisionButton postId={id} revisionId={revision.id} saved={saved} />
    </section>
  );
}
