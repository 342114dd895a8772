"use client";
// "Restore this version" on a revision's page: asks first, then puts the text back and returns to the editor.
import { useState } from "react";
import { POST_TEXT } from "@/lib/posts/copy";
import { buttonClass } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/admin/kit/confirm-dialog";
import { useAction } from "@/components/admin/kit/use-action";

export function RestoreRevisionButton({
  postId,
  revisionId,
  saved,
}: {
  postId: string;
  revisionId: string;
  saved: string;
}) {
  const { busy, run, router } = useAction();
  const [open, setOpen] = useState(false);

  const restore = () =>
    run(
      `/posts/${postId}/revisions/${revisionId}/restore`,
      { method: "POST" },
      {
        success: POST_TEXT.restored,
        failure: POST_TEXT.restoreFailed,
        then: () => router.push(`/admin/edit-post/${postId}`),
      },
    );

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClass} self-start`}>
        Restore this version
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Restore this version?"
        busy={busy}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        tone="primary"
        onConfirm={restore}
      >
        <p className="text-gray-700">
          The post&apos;s title, text, author and categories go back to the version saved {saved}. Its status and
          picture stay as they are, and the current text stays in the history.
        </p>
      </ConfirmDialog>
    </>
  );
}
