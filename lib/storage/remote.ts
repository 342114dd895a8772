// A file the old booking form uploaded to its own media host: fetched once by the server, from a host the operator
// allows (LEGACY_FILE_HOSTS), with the upload rules' size limit, a short deadline and no redirect off those hosts. What
// it brings back is checked by its bytes like any upload (storePrivateFile → checkUpload).
import { AppError } from "@/lib/core/errors";
import { readStreamCapped } from "@/lib/http/read-stream";
import { UPLOAD_RULES, type UploadPurpose } from "./rules";

export const REMOTE_FILE_FAILED = "The file could not be fetched from its address. Please upload it again.";
const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 10_000;

export type RemoteFilePolicy = {
  /** Host names (lowercase, no port) the file and every redirect must stay on. */
  hosts: readonly string[];
  /** Plain http too: only the tests' stand-in host, never a deploy (LEGACY_FILE_ALLOW_HTTP). */
  allowHttp?: boolean;
  timeoutMs?: number;
};

/** Whether `url` is on an allowed host with an allowed scheme (and no credentials in it). */
export function isAllowedRemote(url: URL, policy: RemoteFilePolicy): boolean {
  const scheme = url.protocol === "https:" || (policy.allowHttp === true && url.protocol === "http:");
  return scheme && !url.username && !url.password && policy.hosts.includes(url.hostname.toLowerCase());
}

/** Why a fetch failed: the visitor hears one thing, but the legacy importer asks again only for what may pass later. */
export type RemoteFailure =
  { reason: "not-allowed" | "redirects" | "timeout" | "network" } | { reason: "status"; status: number };

export class RemoteFileError extends AppError {
  constructor(readonly failure: RemoteFailure) {
    super("unprocessable_entity", REMOTE_FILE_FAILED, [{ path: "fileUrl", message: REMOTE_FILE_FAILED }]);
  }
}

const failed = (failure: RemoteFailure) => new RemoteFileError(failure);
const tooLarge = (max: number) =>
  new AppError("payload_too_large", `The file is too large. The limit is ${max / (1024 * 1024)} MB.`);

/**
 * The file's bytes, read at most once: refused (422) when the address or a redirect leaves the allowed hosts, the
 * answer is not 200, or it takes longer than the deadline; 413 past the purpose's size limit (declared or read).
 */
export async function fetchRemoteFile(
  address: URL,
  purpose: UploadPurpose,
  policy: RemoteFilePolicy,
): Promise<Uint8Array> {
  const max = UPLOAD_RULES[purpose].maxBytes;
  const signal = AbortSignal.timeout(policy.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = address;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!isAllowedRemote(url, policy)) throw failed({ reason: "not-allowed" });
      const response = await fetch(url, { redirect: "manual", signal, headers: { accept: "image/*, audio/*" } });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        throw failed({ reason: "status", status: response.status });
      }
      if (Number(response.headers.get("content-length") ?? "0") > max) {
        await response.body.cancel();
        throw tooLarge(max);
      }
      return new Uint8Array(await readStreamCapped(response.body, max, () => tooLarge(max)));
    }
    throw failed({ reason: "redirects" });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Unreachable, refused, reset or past the deadline: the visitor hears one thing.
    throw failed({ reason: signal.aborted ? "timeout" : "network" });
  }
}
