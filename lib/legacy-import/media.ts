// The old site's files, brought across one record at a time: a Cloudinary address (or an old disk path the old
// Express server served, given its address) is fetched from a host the operator allows, checked by its bytes like any
// upload and stored where an admin's upload of that kind goes; private kinds (a booking's file, a worker's photo) go
// to private storage. What cannot be brought comes back as one short sentence for the run's problems report.
//
// One file per record: the site deletes a record's file with the record (or when its picture is replaced), so two
// records never share a stored file. An address several records use is fetched once per run (the bytes are kept
// for the next record, within a memory budget) and stored once per record.
import "server-only";
import { uploadBookingFile } from "@/lib/bookings";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { storeFile, type UploadPurpose } from "@/lib/storage";
import { storePrivateFile } from "@/lib/storage/private";
import { fetchRemoteFile, isAllowedRemote, RemoteFileError, type RemoteFilePolicy } from "@/lib/storage/remote";
import { UPLOAD_RULES } from "@/lib/storage/rules";
import { looksLikeMarkup, sniff } from "@/lib/storage/sniff";

export type LegacyMediaKind =
  | "post-image"
  | "advert-image"
  | "song-audio"
  | "song-cover"
  | "smart-link-cover"
  | "spotlight-image"
  | "team-picture"
  | "artist-picture"
  | "worker-photo"
  | "admin-picture"
  | "booking-file";

export type LegacyMediaOptions = {
  /** --keep-remote-media: a public file on an allowed https host keeps its address and nothing is copied. */
  keepRemote: boolean;
  /** Hosts files may be fetched from (the operator's LEGACY_FILE_HOSTS, else res.cloudinary.com). */
  hosts: readonly string[];
  /** Plain http too: the tests' stand-in only. */
  allowHttp?: boolean;
  /** Where the old server served its /uploads/… paths; without it those cannot be fetched. */
  baseUrl?: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Further attempts after a timeout, a 5xx or a network error (never after a 404 or a refused file). */
  retries?: number;
};

export type LegacyMediaResult = { ok: true; url: string; uploadId?: string } | { ok: false; problem: string };

type Storage = "public" | "private" | "booking";
const KINDS: Record<LegacyMediaKind, { purpose: UploadPurpose; storage: Storage; noun: string }> = {
  "post-image": { purpose: "post-image", storage: "public", noun: "picture" },
  "advert-image": { purpose: "image", storage: "public", noun: "picture" },
  "song-audio": { purpose: "audio", storage: "public", noun: "audio file" },
  "song-cover": { purpose: "image", storage: "public", noun: "picture" },
  "smart-link-cover": { purpose: "smart-link-cover", storage: "public", noun: "picture" },
  "spotlight-image": { purpose: "image", storage: "public", noun: "picture" },
  "team-picture": { purpose: "image", storage: "public", noun: "picture" },
  "artist-picture": { purpose: "image", storage: "public", noun: "picture" },
  "worker-photo": { purpose: "worker-photo", storage: "private", noun: "photo" },
  "admin-picture": { purpose: "image", storage: "public", noun: "picture" },
  "booking-file": { purpose: "booking-file", storage: "booking", noun: "file" },
};

/** The hosts the importer fetches from unless told otherwise: the operator's LEGACY_FILE_HOSTS, else Cloudinary's. */
export const legacyMediaHosts = (configured: readonly string[] = env.legacyFileHosts): readonly string[] =>
  configured.length ? configured : ["res.cloudinary.com"];
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_RETRIES = 2;
const BACKOFF_MS = 300;

export type LegacyAddress = { ok: true; url: URL } | { ok: false; problem: string } | null;

/** An old disk path the old server served (`/uploads/…`, sometimes written without the slash). */
const DISK_PATH = /^(\/(?!\/)|\.?\/?uploads\/)/;

/**
 * Where a record's file may be fetched from, decided without asking anyone: null for no address; a problem for an
 * old disk path without --media-base, something that is no web address, or a host not on the list (the old server's,
 * named by --media-base, is on it). An http address on an allowed host is read over https (Cloudinary answers both,
 * and our pages are https) unless plain http is allowed.
 */
export function classifyLegacyAddress(
  address: string | null | undefined,
  options: Pick<LegacyMediaOptions, "hosts" | "allowHttp" | "baseUrl">,
): LegacyAddress {
  const text = address?.trim();
  if (!text) return null;
  if (DISK_PATH.test(text)) {
    const diskPath = `/${text.replace(/^\.?\/?/, "")}`;
    if (!options.baseUrl) return { ok: false, problem: `old disk path ${diskPath}: pass --media-base to fetch it` };
    return allowed(new URL(diskPath, options.baseUrl), options);
  }
  let url: URL;
  try {
    url = new URL(text.startsWith("//") ? `https:${text}` : text);
  } catch {
    return { ok: false, problem: "not a web address" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, problem: `not a web address (${url.protocol.slice(0, -1)})` };
  }
  return allowed(url, options);
}

/** The hosts files may come from: the operator's list and the old server's own. */
function policyOf(
  options: Pick<LegacyMediaOptions, "hosts" | "allowHttp" | "baseUrl" | "timeoutMs">,
): RemoteFilePolicy {
  const oldServer = options.baseUrl ? [new URL(options.baseUrl).hostname.toLowerCase()] : [];
  return { hosts: [...options.hosts, ...oldServer], allowHttp: options.allowHttp, timeoutMs: options.timeoutMs };
}

function allowed(url: URL, options: Pick<LegacyMediaOptions, "hosts" | "allowHttp" | "baseUrl">): LegacyAddress {
  if (url.protocol === "http:" && !options.allowHttp) url.protocol = "https:";
  if (url.username || url.password) return { ok: false, problem: "the address carries a password" };
  if (!isAllowedRemote(url, policyOf(options))) return { ok: false, problem: `host ${url.hostname} is not allowed` };
  return { ok: true, url };
}

/**
 * A legacy record's file, brought across: the stored file's address (and for a booking's file its Upload row, which
 * the daily purge drops unless a booking takes it within a day), or the problem; null when the record has none.
 * With keepRemote a public file's allowed address is answered as it is, nothing fetched; private kinds are copied
 * still, since the site serves them only from private storage.
 */
export async function bringLegacyMedia(
  address: string | null | undefined,
  kind: LegacyMediaKind,
  options: LegacyMediaOptions,
): Promise<LegacyMediaResult | null> {
  const where = classifyLegacyAddress(address, options);
  if (!where) return null;
  if (!where.ok) return where;
  const { purpose, storage, noun } = KINDS[kind];
  if (options.keepRemote && storage === "public") return { ok: true, url: where.url.href };
  const fetched = await fetchOnce(where.url, purpose, noun, options);
  if (!fetched.ok) return fetched;
  try {
    if (storage === "public") return { ok: true, url: (await storeFile(fetched.bytes, purpose)).url };
    if (storage === "private") return { ok: true, url: (await storePrivateFile(fetched.bytes, purpose)).url };
    const upload = await uploadBookingFile(new File([fetched.bytes as Uint8Array<ArrayBuffer>], "booking-file"), null);
    const row = await db.upload.findUniqueOrThrow({ where: { id: upload.id }, select: { url: true } });
    return { ok: true, url: row.url, uploadId: upload.id };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return refused(error, fetched.bytes, purpose, noun);
    throw error;
  }
}

const tooLarge = (purpose: UploadPurpose, noun: string) =>
  `${noun} too large (the limit is ${UPLOAD_RULES[purpose].maxBytes / (1024 * 1024)} MB)`;

/** Why storage refused the fetched bytes, in the report's words. */
function refused(error: AppError, bytes: Uint8Array, purpose: UploadPurpose, noun: string): LegacyMediaResult {
  if (error.code === "payload_too_large") return { ok: false, problem: tooLarge(purpose, noun) };
  if (error.code === "bad_request") return { ok: false, problem: `${noun} is empty at its old address` };
  if (error.code !== "unsupported_media_type") return { ok: false, problem: `${noun} refused: ${error.message}` };
  const wanted =
    purpose === "audio"
      ? "not an audio file"
      : purpose === "booking-file"
        ? "not an image or audio file"
        : "not an image";
  const found = looksLikeMarkup(bytes) ? "an HTML or SVG page" : (sniff(bytes)?.contentType ?? "an unknown type");
  return { ok: false, problem: `${wanted} (${found})` };
}

type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; problem: string };

/** Bytes kept for the addresses met again in this run; past the budget a file is fetched again when met again. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;
const fetches = new Map<string, Promise<Fetched>>();
let cachedBytes = 0;

function fetchOnce(url: URL, purpose: UploadPurpose, noun: string, options: LegacyMediaOptions): Promise<Fetched> {
  // The size limit is the purpose's, so one address may pass as a song's audio and not as a picture.
  const key = `${UPLOAD_RULES[purpose].maxBytes} ${url.href}`;
  const known = fetches.get(key);
  if (known) return known;
  const fetching = fetchWithRetries(url, purpose, noun, options).then(
    (fetched) => {
      const size = fetched.ok ? fetched.bytes.length : 0;
      if (cachedBytes + size > CACHE_BUDGET_BYTES) fetches.delete(key);
      else cachedBytes += size;
      return fetched;
    },
    (error: unknown) => {
      fetches.delete(key);
      throw error;
    },
  );
  fetches.set(key, fetching);
  return fetching;
}

async function fetchWithRetries(
  url: URL,
  purpose: UploadPurpose,
  noun: string,
  options: LegacyMediaOptions,
): Promise<Fetched> {
  const policy = policyOf({ ...options, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  const attempts = 1 + Math.max(0, options.retries ?? DEFAULT_RETRIES);
  for (let attempt = 1; ; attempt++) {
    try {
      return { ok: true, bytes: await fetchRemoteFile(url, purpose, policy) };
    } catch (error) {
      const problem = fetchProblem(error, purpose, noun, attempt);
      if (!problem.again || attempt >= attempts) return { ok: false, problem: problem.text };
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 2 ** (attempt - 1)));
    }
  }
}

/** What went wrong, and whether asking again may help (the host was slow or down, not the file missing). */
function fetchProblem(
  error: unknown,
  purpose: UploadPurpose,
  noun: string,
  attempt: number,
): { text: string; again: boolean } {
  const tries = attempt > 1 ? ` (${attempt} tries)` : "";
  if (!(error instanceof RemoteFileError)) {
    if (error instanceof AppError && error.code === "payload_too_large") {
      return { text: tooLarge(purpose, noun), again: false };
    }
    throw error;
  }
  const { failure } = error;
  switch (failure.reason) {
    case "status":
      if (failure.status >= 500) return { text: `its old host answered ${failure.status}${tries}`, again: true };
      if (failure.status === 404 || failure.status === 410) {
        return { text: `${noun} not found at its old address (${failure.status})`, again: false };
      }
      return { text: `${noun} refused by its old host (${failure.status})`, again: false };
    case "timeout":
      return { text: `no answer from its old host in time${tries}`, again: true };
    case "network":
      return { text: `its old host could not be reached${tries}`, again: true };
    case "not-allowed":
      return { text: "its old address redirects off the allowed hosts", again: false };
    case "redirects":
      return { text: "its old address redirects too many times", again: false };
  }
}

/**
 * Runs `fn` over `items` with at most `limit` at once, answering in the items' order: a batch of records copies a
 * few files at a time, neither one by one nor all together.
 */
export async function bringAll<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
