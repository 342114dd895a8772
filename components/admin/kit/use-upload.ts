"use client";
// One upload at a time per form: `send` posts the form with progress, `cancel` aborts it. A cancel that comes after
// the bytes have all arrived cannot stop the server's write; forms refresh the page either way, so the list shows
// what really happened.
import { useCallback, useRef, useState } from "react";
import { sendForm } from "./send-form";

export type Upload = ReturnType<typeof useUpload>;

export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = useCallback(async <T>(method: "POST" | "PUT", path: string, body: FormData): Promise<T> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      return await sendForm<T>(method, path, body, { onProgress: setProgress, signal: current.signal });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, busy: progress !== null, send, cancel };
}
