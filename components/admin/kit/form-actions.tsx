"use client";
// The foot of every add or edit form in the dashboard: the form's one error line, the upload's progress bar with
// Cancel, the submit button (disabled and saying so while saving) and, when editing, the way back to the list (a
// Cancel link that keeps the scroll position, or the dialog's own close button). Below lg it is a bar that sticks to
// the foot of the screen (above the dashboard's menu bar) while the form scrolls under it: .admin-form-bar in
// app/globals.css, one rule for every form that saves through here.
import Link from "next/link";
import type { ReactNode } from "react";
import { UploadProgress } from "./upload-progress";
import type { Upload } from "./use-upload";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonClass } from "@/components/ui/field";

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
    <div className="admin-form-bar flex flex-col gap-3 sm:col-span-2">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <UploadProgress upload={upload} />
      <div className="flex items-center gap-4">
        <SubmitButton busy={busy} className={`${buttonClass} min-h-11`}>
          {busy ? busyText : submit}
        </SubmitButton>
        {cancelHref && (
          <Link
            href={cancelHref}
            scroll={false}
            className="inline-flex min-h-11 items-center px-2 text-brand-dark underline"
          >
            Cancel
          </Link>
        )}
        {cancel}
      </div>
    </div>
  );
}
