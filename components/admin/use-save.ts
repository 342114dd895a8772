"use client";
// What a section's add or edit form does with a save, in one place: send the form with upload progress, toast the
// spec's text, then show the list where the change is (`afterSave`: a new entry's page, or the list without the open
// row) freshly rendered. A cancelled upload only refreshes (a cancel after the bytes arrived may still have saved);
// a failure toasts `failure(error)`.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { UploadCancelled, useUpload } from "./use-upload";

type Options = { afterSave: string; success: string; failure: (error: unknown) => string; history: "push" | "replace" };

export function useSave({ afterSave, success, failure, history }: Options) {
  const router = useRouter();
  const upload = useUpload();

  async function save(method: "POST" | "PUT", path: string, body: FormData, onSaved?: () => void) {
    try {
      await upload.send(method, path, body);
    } catch (error) {
      if (error instanceof UploadCancelled) return router.refresh();
      return toast.error(failure(error));
    }
    toast.success(success);
    onSaved?.();
    if (history === "push") router.push(afterSave);
    else router.replace(afterSave);
    router.refresh();
  }

  return { upload, save };
}
