"use client";
// "Restore this version" on a revision's page: asks first, then puts the text back and returns to the editor.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";
import { POST_TEXT } from "@/lib/copy/post";
import { buttonClass } from "@/components/ui/field";

export function RestoreRevisionButton({
  postId,
  revisionId,
  saved,
}: {
  postId: string;
  revisionId: string;
  saved: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function restore() {
    setBusy(true);
    try {
      await apiFetch(`/posts/${postId}/revisions/${revisionId}/restore`, { method: "POST" });
      toast.success(POST_TEXT.restored);
      router.push(`/admin/edit-post/${postId}`);
      router.refresh();
    } catch (error) {
      toast.error(messageOr(error, POST_TEXT.restoreFailed));
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClass} self-start`}>
        Restore this version
      </button>
      <Modal open={open} onClose={() => !busy && setOpen(false)} title="Restore this version?">
        <p className="text-gray-700">
          The post&apos;s title, text, author and categories go back to the version saved {saved}. Its status and
          picture stay as they are, and the current text stays in the history.
        </p>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={() => setOpen(false)}
            disabled={busy}
            className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-100"
          >
            Cancel
          </button>
          <button type="button" onClick={restore} disabled={busy} className={buttonClass}>
            {busy ? "Restoring..." : "Restore"}
          </button>
        </div>
      </Modal>
    </>
  );
}
