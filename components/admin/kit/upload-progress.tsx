"use client";
// The bar under a form while it uploads: percent sent, then "Processing..." while the server checks and stores the
// files, with a Cancel button throughout.
import type { Upload } from "./use-upload";

export function UploadProgress({ upload }: { upload: Upload }) {
  if (upload.progress === null) return null;
  const sent = upload.progress >= 100;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <progress
        max={100}
        value={upload.progress}
        aria-label="Upload progress"
        className="h-2 min-w-40 flex-1 accent-brand-dark"
      />
      <span role="status" className="text-sm tabular-nums text-gray-700">
        {sent ? "Processing..." : `${upload.progress}%`}
      </span>
      <button
        type="button"
        onClick={upload.cancel}
        className="rounded-md border border-gray-300 px-3 py-1 text-sm hover:bg-gray-100"
      >
        Cancel upload
      </button>
    </div>
  );
}
