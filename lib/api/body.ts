// Request-body readers that turn malformed input into 4xx errors instead of exceptions. Bodies are capped before
// they are buffered (from Content-Length, and again while streaming, since a client can lie or send it chunked).
import type { z } from "zod";
import { AppError, fromZodError } from "@/lib/core/errors";
import { directUploads } from "@/lib/storage";
import { UPLOAD_RULES, type UploadPurpose } from "@/lib/storage/rules";
import { FUNCTION_BODY_LIMIT } from "@/lib/storage/direct-rules";
import { readStreamCapped } from "@/lib/http/read-stream";

export const JSON_LIMIT_BYTES = 64 * 1024;
/** Room for a multipart form's text fields and boundaries on top of its files. */
const FORM_TEXT_BYTES = 256 * 1024;
const NUL_MESSAGE = "Text must not contain NUL characters.";

/** The most a multipart body may carry: its text fields plus one file of each upload purpose it accepts. */
export const formLimit = (purposes: UploadPurpose[] = []) =>
  purposes.reduce((total, purpose) => total + UPLOAD_RULES[purpose].maxBytes, FORM_TEXT_BYTES);

function tooLarge(max: number) {
  const size = max >= 1024 * 1024 ? `${Math.round(max / (1024 * 1024))} MB` : `${Math.round(max / 1024)} KB`;
  return new AppError("payload_too_large", `The request is too large. The limit is ${size}.`);
}

/** What a form too large for a serverless function hears when files can go straight to storage instead. */
export const FORM_TOO_LARGE =
  "This file is too large to send with the form (over 4.5 MB). Upload it with the site's form, which sends it straight to storage.";

/** The raw bytes of a body (e.g. a webhook whose signature covers them exactly), capped at `max`. */
export async function readCapped(
  req: Request,
  max: number = JSON_LIMIT_BYTES,
  tooLargeError: () => AppError = () => tooLarge(max),
): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > max) throw tooLargeError();
  if (!req.body) return Buffer.alloc(0);
  return readStreamCapped(req.body, max, tooLargeError);
}

const mediaType = (req: Request) => (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

/**
 * A JSON body parsed by `schema` (after `prepare`, which may translate an old client's field names). Only `application/json` is read: a cross-site HTML form can send `text/plain`
 * without a CORS preflight, and parsing that as JSON would let another site post on a visitor's behalf.
 */
export async function readJson<T extends z.ZodType>(
  req: Request,
  schema: T,
  prepare: (raw: unknown) => unknown | Promise<unknown> = (raw) => raw,
): Promise<z.infer<T>> {
  const type = mediaType(req);
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new AppError("unsupported_media_type", "The request body must be JSON (Content-Type: application/json).");
  }
  const bytes = await readCapped(req, JSON_LIMIT_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  return parseWith(schema, await prepare(raw));
}

/**
 * A multipart (or urlencoded) form, capped at its text plus one file of each accepted upload purpose. With direct
 * uploads on (Blob), no form may pass what a serverless function is sent: its files go straight to storage instead,
 * and an old client's bigger form hears so in the one error shape (not a platform page).
 */
export async function readForm(req: Request, uploads: UploadPurpose[] = []): Promise<FormData> {
  const type = mediaType(req);
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") {
    throw new AppError("unsupported_media_type", "The request body must be multipart form data.");
  }
  const limit = formLimit(uploads);
  const bytes =
    directUploads() && limit > FUNCTION_BODY_LIMIT
      ? await readCapped(req, FUNCTION_BODY_LIMIT, () => new AppError("payload_too_large", FORM_TOO_LARGE))
      : await readCapped(req, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { "content-type": req.headers.get("content-type")! },
    }).formData();
  } catch {
    throw new AppError("bad_request", "The request body must be multipart form data.");
  }
  for (const [key, value] of form.entries()) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0")))
      throw new AppError("unprocessable_entity", NUL_MESSAGE);
  }
  return form;
}

/** The text fields of a form as a plain object (files are read separately). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** PostgreSQL cannot store U+0000 in text; refusing it here keeps it from ever reaching a query as a 500. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  const values = Array.isArray(value) ? value : Object.entries(value).flat();
  return values.some((v) => containsNul(v, depth + 1));
}

export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  if (containsNul(raw)) throw new AppError("unprocessable_entity", NUL_MESSAGE);
  const result = schema.safeParse(raw);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
