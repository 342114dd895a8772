"use client";
// The one way a dashboard form saves: send the form (with upload progress and Cancel), toast the spec's text, then
// show the list where the change is (`afterSave`: a new entry's page, or the list without the open row) or, without
// it, stay on the form's page — freshly rendered either way. A cancelled upload only refreshes (a cancel after the
// bytes arrived may still have saved); a failure toasts `failure(error)` and calls `onFailed` (a form's error line).
// A form with files names them (`files`: which field is which upload purpose, and `direct` from the server): with
// Blob on they go to Blob before the form is sent (use-form-upload.ts). A form without files sends its values as JSON
// (no progress to show).
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";
import { UploadCancelled } from "@/components/admin/kit/send-form";
import { useFormUpload, type FileFields } from "./use-form-upload";

/** The server's answer to a save: its message and, for most calls, the saved record's fields. */
type Reply = { message?: string; [field: string]: unknown } | undefined;

type Options = {
  afterSave?: string;
  history?: "push" | "replace";
  /** The toast after a save; a function gets the server's answer (to prefer its message). */
  success: string | ((reply: Reply) => string);
  failure: (error: unknown) => string;
  onFailed?: (error: unknown) => void;
  /** Toast a cancelled upload as a failure too (Upload Song says "Failed to upload song: Upload cancelled"). */
  reportCancel?: boolean;
  /** The form's file fields, and whether they go straight to Blob (the page asks directUploads()). */
  files?: { direct: boolean; fields: FileFields };
};

const NO_FILES: FileFields = {};

export function useSave({ afterSave, history = "replace", success, failure, onFailed, reportCancel, files }: Options) {
  const router = useRouter();
  const upload = useFormUpload(files?.direct ?? false, files?.fields ?? NO_FILES);

  /** True when saved; `onSaved` runs after the toast (a create form clears itself there). */
  async function save(method: "POST" | "PUT", path: string, body: FormData | object, onSaved?: () => void) {
    let reply: Reply;
    try {
      reply =
        body instanceof FormData
          ? await upload.send<Reply>(method, path, body)
          : await apiFetch<Reply>(path, { method, json: body });
    } catch (error) {
      if (reportCancel || !(error instanceof UploadCancelled)) {
        toast.error(failure(error));
        onFailed?.(error);
      }
      router.refresh();
      return false;
    }
    toast.success(typeof success === "function" ? success(reply) : success);
    onSaved?.();
    if (afterSave && history === "push") router.push(afterSave);
    else if (afterSave) router.replace(afterSave, { scroll: false });
    router.refresh();
    return true;
  }

  return { upload, save };
}
