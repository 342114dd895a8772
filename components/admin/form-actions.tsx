"use client";
// The foot of every add or edit form in the dashboard: the form's one error line, the upload's progress bar with
// Cancel, the submit button (disabled and saying so while saving) and, when editing, the way back to the list (a
// Cancel link that keeps the scroll position, or the dialog's own close button).
import Link from "next/link";
import type { ReactNode } from "react";
import { UploadProgress } from "./upload-progress";
import type { Upload } from "./use-upload";
import { SubmitButton } from "@/components/ui/submit-button";

type Props = {
  upload: Upload;
  submit: string;
  submitting: boolean;
  /** The button's text while saving (default "Saving..."). */
  busyText?: string;
  error?: string;
  cancelHref?: string;
  /** Instead of a link: what closes the form (a dialog's button). */
  cancel?: ReactNode;
};

export function FormActions({ upload, submit, submitting, busyText = "Saving...", error, cancelHref, cancel }: Props) {
  const busy = submitting || upload.busy;
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <UploadProgress upload={upload} />
      <div className="flex items-center gap-4">
        <SubmitButton busy={busy}>{busy ? busyText : submit}</SubmitButton>
        {cancelHref && (
          <Link href={cancelHref} scroll={false} className="text-brand-dark underline">
            Cancel
          </Link>
        )}
        {cancel}
      </div>
    </div>
  );
}
