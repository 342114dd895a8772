"use client";
// Sending a song form with its files, with one progress bar and one Cancel. On local disk the files travel inside the
// multipart form (the kit's useUpload). With Blob on (`direct`), a request may not carry a real song (Vercel refuses
// bodies over 4.5 MB), so each file first goes browser → Blob with `@vercel/blob/client` upload() and a token from
// /mnb/api/blob-upload, and the form then carries the blobs' URLs in the same fields; the server checks each one
// (ours, right folder, its bytes) before recording it.
import { useCallback, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/client/api";
import { UploadCancelled, useUpload, type Upload } from "./use-upload";

/** The song forms' file fields and what each one is for the storage rules. */
const FILE_FIELDS = [
  ["audio", "audio"],
  ["coverImage", "image"],
] as const;

/** The type Blob is told, from the name (browsers differ: audio/x-wav, audio/x-m4a…); the server sniffs the bytes. */
const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  wav: "audio/wav",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const extension = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";
const blobPath = (folder: string, name: string) =>
  `${folder}/${
    name
      .replace(/\.[^.]*$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "file"
  }.${extension(name) || "bin"}`;

export function useSongUpload(direct: boolean): Upload {
  const { progress: formProgress, send: sendForm, cancel: cancelForm } = useUpload();
  const [blobProgress, setBlobProgress] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const toBlob = useCallback(async (form: FormData) => {
    const files = FILE_FIELDS.flatMap(([field, folder]) => {
      const value = form.get(field);
      return value instanceof File && value.size > 0 ? [{ field, folder, file: value }] : [];
    });
    if (files.length === 0) return;
    const controller = new AbortController();
    aborter.current = controller;
    const total = files.reduce((sum, f) => sum + f.file.size, 0);
    let sent = 0;
    setBlobProgress(0);
    try {
      const { upload: uploadToBlob } = await import("@vercel/blob/client");
      for (const { field, folder, file } of files) {
        const blob = await uploadToBlob(blobPath(folder, file.name), file, {
          access: "public",
          handleUploadUrl: "/mnb/api/blob-upload",
          clientPayload: folder,
          contentType: TYPES[extension(file.name)] ?? file.type,
          abortSignal: controller.signal,
          onUploadProgress: ({ loaded }) => setBlobProgress(Math.min(99, Math.floor(((sent + loaded) / total) * 100))),
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
  }, []);

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
