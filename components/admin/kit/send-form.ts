// A multipart request to /mnb/api with upload progress, which fetch() cannot report: XMLHttpRequest underneath.
// Resolves the JSON body like apiFetch, throws ApiRequestError with the server's message on a 4xx/5xx, and
// UploadCancelled when the signal aborts it.
import { ApiRequestError, withChallenge } from "@/lib/api/client";

export class UploadCancelled extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadCancelled";
  }
}

type Options = { onProgress?: (percent: number) => void; signal?: AbortSignal; Xhr?: new () => XMLHttpRequest };

/** Sends the form; a 429 with a challenge is solved and the form sent again (lib/api/client.ts withChallenge). */
export function sendForm<T>(method: string, path: string, body: FormData, options: Options = {}): Promise<T> {
  return withChallenge((headers) => sendOnce<T>(method, path, body, options, headers));
}

function sendOnce<T>(
  method: string,
  path: string,
  body: FormData,
  { onProgress, signal, Xhr = XMLHttpRequest }: Options,
  headers: Record<string, string>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new Xhr();
    xhr.open(method, `/mnb/api${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the status decides */
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
      const message =
        parsed && typeof (parsed as { message?: unknown }).message === "string"
          ? (parsed as { message: string }).message
          : "";
      reject(new ApiRequestError(message, xhr.status, parsed));
    };
    xhr.onerror = () => reject(new ApiRequestError("", 0, null));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
