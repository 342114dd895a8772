"use client";
// Sending a form with its files, with one progress bar and one Cancel: every form that sends files (songs, posts,
// adverts, artists, spotlights, team members, admins, workers, smart links, a booking's file). On local disk the files travel inside the multipart
// form (the kit's useUpload). With Blob on (`direct`, told by the server), a request may not carry a big file (Vercel
// refuses bodies over 4.5 MB), so each file first goes browser → Blob with `@vercel/blob/client` put() and a token
// from /mnb/api/blob-upload, and the form then carries the blobs' URLs in the same fields; the server checks each one
// (ours, unused, right folder and access, its bytes) before recording it. The token is asked for with apiFetch, not by
// upload() itself, so a busy shared address's challenge is solved (signed-out visitors' tokens are throttled per
// address) and a refusal shows the server's own message.
import { useCallback, useRef, useState } from "react";
import { ApiRequestError, apiFetch } from "@/lib/api/client";
import { blobContentType, directPathname, storageAccess, type DirectPurpose } from "@/lib/storage/direct-rules";
import { useUpload, type Upload } from "./use-upload";
import { UploadCancelled } from "@/components/admin/kit/send-form";

/** A form's file fields and what each one is for the storage rules, e.g. `{ audio: "audio", coverImage: "image" }`. */
export type FileFields = Readonly<Record<string, DirectPurpose>>;

/**
 * Sends the form's files (those of `fields` it carries) straight to Blob and puts each blob's URL in the file's place.
 * Throws UploadCancelled when `signal` aborts, ApiRequestError (the server's or Blob's message) on a refusal.
 */
export async function filesToBlob(
  form: FormData,
  fields: FileFields,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<void> {
  const files = Object.entries(fields).flatMap(([field, purpose]) => {
    const value = form.get(field);
    return value instanceof File && value.size > 0 ? [{ field, purpose, file: value }] : [];
  });
  if (files.length === 0) return;
  const total = files.reduce((sum, f) => sum + f.file.size, 0);
  let sent = 0;
  onProgress?.(0);
  try {
    const { put } = await import("@vercel/blob/client");
    for (const { field, purpose, file } of files) {
      const pathname = directPathname(purpose, file.name);
      const { clientToken } = await apiFetch<{ clientToken: string }>("/blob-upload", {
        method: "POST",
        json: { type: "blob.generate-client-token", payload: { pathname, clientPayload: purpose, multipart: false } },
        signal,
      });
      const blob = await put(pathname, file, {
        access: storageAccess(purpose),
        token: clientToken,
        contentType: blobContentType(file.name, file.type),
        abortSignal: signal,
        onUploadProgress: ({ loaded }) => onProgress?.(Math.min(99, Math.floor(((sent + loaded) / total) * 100))),
      });
      sent += file.size;
      form.set(field, blob.url);
    }
  } catch (error) {
    if (signal?.aborted) throw new UploadCancelled();
    if (error instanceof ApiRequestError) throw error;
    throw new ApiRequestError(error instanceof Error ? error.message.replace(/^Vercel Blob: /, "") : "", 0, null);
  }
}

export function useFormUpload(direct: boolean, fields: FileFields): Upload {
  const { progress: formProgress, send: sendForm, cancel: cancelForm } = useUpload();
  const [blobProgress, setBlobProgress] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const toBlob = useCallback(
    async (form: FormData) => {
      const controller = new AbortController();
      aborter.current = controller;
      try {
        await filesToBlob(form, fields, { signal: controller.signal, onProgress: setBlobProgress });
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
