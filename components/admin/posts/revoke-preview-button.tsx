"use client";
// "Revoke preview links" beside a draft's or scheduled post's preview link: asks first, then gives the post a new
// preview secret (every link shared before answers 404) and refreshes the editor, which shows the new link.
import { useState } from "react";
import { POST_TEXT } from "@/lib/posts/copy";
import { buttonClass } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/admin/kit/confirm-dialog";
import { useAction } from "@/components/admin/kit/use-action";

export function RevokePreviewButton({ postId }: { postId: string }) {
  const { busy, run } = useAction();
  const [open, setOpen] = useState(false);

  const revoke = () =>
    run(
      `/posts/${postId}/preview-links`,
      { method: "DELETE" },
      { success: POST_TEXT.previewsRevoked, failure: POST_TEXT.previewsRevokeFailed, then: () => setOpen(false) },
    );

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClass} mt-3 block`}>
        Revoke preview links
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Revoke preview links?"
        busy={busy}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onConfirm={revoke}
      >
        <p className="text-gray-700">
          Every preview link of this post shared so far stops working at once. The editor then shows a new link.
        </p>
      </ConfirmDialog>
    </>
  );
}
