"use client";
// The foot of a section's add or edit form: the form's one error line, the upload's progress bar with Cancel, the
// submit button (disabled while saving) and, when editing, the Cancel link back to the list.
import Link from "next/link";
import { buttonClass } from "@/components/ui/field";
import { UploadProgress } from "./upload-progress";
import type { Upload } from "./use-upload";

type Props = { upload: Upload; submit: string; submitting: boolean; error?: string; cancelHref?: string };

export function FormActions({ upload, submit, submitting, error, cancelHref }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <UploadProgress upload={upload} />
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonClass} disabled={submitting || upload.busy}>
          {upload.busy ? "Saving..." : submit}
        </button>
        {cancelHref && (
          <Link href={cancelHref} className="text-brand-dark underline">
            Cancel
          </Link>
        )}
      </div>
    </div>
  );
}
