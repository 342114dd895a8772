"use client";
// Sending a form with its files, with one progress bar and one Cancel: every form that sends files (songs, posts,
// adverts, artists, spotlights, team members, a booking's file). On local disk the files travel inside the multipart
// form (the kit's useUpload). With Blob on (`direct`, told by the server), a request may not carry a big file (Vercel
// refuses bodies over 4.5 MB), so each file first goes browser → Blob with `@vercel/blob/client` upload() and a token
// from /mnb/api/blob-upload, and the form then carries the blobs' URLs in the same fields; the server checks each one
// (ours, unused, right folder and access, its bytes) before recording it.
import { useCallback, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/client/api";
import { blobContentType, directPathname, storageAccess, type DirectPurpose } from "@/lib/storage/direct-rules";
import { UploadCancelled, useUpload, type Upload } from "./use-upload";

/** A form's file fields and what each one is for the storage rules, e.g. `{ audio: "audio", coverImage: "image" }`. */
export type FileFields = Readonly<Record<string, DirectPurpose>>;

export function useFormUpload(direct: boolean, fields: FileFields): Upload {
  const { progress: formProgress, send: sendForm, cancel: cancelForm } = useUpload();
  const [blobProgress, setBlobProgress] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const toBlob = useCallback(
    async (form: FormData) => {
      const files = Object.entries(fields).flatMap(([field, purpose]) => {
        const value = form.get(field);
        return value instanceof File && value.size > 0 ? [{ field, purpose, file: value }] : [];
      });
      if (files.length === 0) return;
      const controller = new AbortController();
      aborter.current = controller;
      const total = files.reduce((sum, f) => sum + f.file.size, 0);
      let sent = 0;
      setBlobProgress(0);
      try {
        const { upload: uploadToBlob } = await import("@vercel/blob/client");
        for (const { field, purpose, file } of files) {
          const blob = await uploadToBlob(directPathname(purpose, file.name), file, {
            access: storageAccess(purpose),
            handleUploadUrl: "/mnb/api/blob-upload",
            clientPayload: purpose,
            contentType: blobContentType(file.name, file.type),
            abortSignal: controller.signal,
            onUploadProgress: ({ loaded }) =>
              setBlobProgress(Math.min(99, Math.floor(((sent + loaded) / total) * 100))),
          });
          sent += file.size;
          form.set(field, blob.url);
        }
      } catch (error) {
        if (controller.signal.aborted) throw new UploadCancelled();
        throw new ApiRequestError(error instanceof Error ? error.message.replace(/^Vercel Blob: /, "") : "", 0, null);
      } finally {
        aborter.current = null;
        setBlobProgress(null);
      }
    },
    [fields],
  );

  const send = useCallback(
    async <T>(method: "POST" | "PUT", path: string, body: FormData): Promise<T> => {
      if (direct) await toBlob(body);
      return sendForm<T>(method, path, body);
    },
    [direct, toBlob, sendForm],
  );

  const cancel = useCallback(() => {
    aborter.current?.abort();
    cancelForm();
  }, [cancelForm]);

  const progress = blobProgress ?? formProgress;
  return { progress, busy: progress !== null, send, cancel };
}
