// The input rules every schema is built from, so "required", "email", "page" and "URL" mean the same everywhere.
// Resource schemas (one file per resource) only add their own texts and limits.
import { z } from "zod";
import { RATING_MAX, RATING_MIN } from "@/lib/core/rating";

export const INVALID_EMAIL = "Please enter a valid email address.";
export const NUL_CHARACTER = "Text cannot contain NUL characters.";
export const EMAIL_MAX = 254;

// Postgres refuses U+0000 in text columns (error 22021, a 500); refusing it here makes it a 422 like any bad input.
const noNul = (s: string) => !s.includes("\u0000");

/** Free text that may be blank (still trimmed, capped and free of NUL characters). */
export const optionalText = (max: number, tooLong = `Keep it under ${max} characters.`) =>
  z.string().trim().max(max, tooLong).refine(noNul, NUL_CHARACTER);

/** Required text: trimmed, so whitespace alone counts as missing and answers `message`. */
export const requiredText = (message: string, max: number, tooLong = `Keep it under ${max} characters.`) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong).refine(noNul, NUL_CHARACTER);

/** An address already known to be present: checked for shape and lowercased, the one place emails change case. */
export const emailAddress = (invalid = INVALID_EMAIL) => z.email(invalid).toLowerCase();

/** A required email: blank answers `required`, a malformed one `invalid`; stored lowercased. */
export const requiredEmail = (required: string, invalid = INVALID_EMAIL) =>
  requiredText(required, EMAIL_MAX, invalid).pipe(emailAddress(invalid));

/** An email that may be left out: missing or blank is null, anything else must be an address (stored lowercased). */
export const optionalEmail = (invalid = INVALID_EMAIL) =>
  optionalText(EMAIL_MAX, invalid)
    .nullish()
    .transform((email) => email || null)
    .pipe(emailAddress(invalid).nullable());

/** A whole star rating on the site's 1–5 scale, sent as a number or as text by forms. */
export const ratingField = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);

/** A rating that may be left out: missing, blank or 0 (a form's "no stars") is null; anything else must be 1–5. */
export const optionalRating = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" || v === 0 || v === "0" ? null : v),
    ratingField(message).nullable(),
  );

export const MAX_PAGE = 10_000;
export const MAX_LIMIT = 50;

/**
 * A whole number from a query string. Nonsense (missing, not a whole number, below 1) falls back to `fallback`;
 * a number above `max` is clamped to `max`. This is the one over-max rule of every paged list: asking for too much
 * gets the most a page may hold, never an error and never the default.
 */
export const wholeNumberParam = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(fallback)
    .transform((n) => Math.min(n, max));

/** `?page=`: page 1 unless a sensible page number is given. */
export const pageParam = wholeNumberParam(1, MAX_PAGE);

/** `?limit=`: `fallback` items unless a sensible number is given, at most `max`. */
export const limitParam = (fallback: number, max = MAX_LIMIT) => wholeNumberParam(fallback, max);

/** `?page=&limit=` together, e.g. `pageQuery(10).parse(Object.fromEntries(searchParams))`. */
export const pageQuery = (fallbackLimit: number, maxLimit = MAX_LIMIT) =>
  z.object({ page: pageParam, limit: limitParam(fallbackLimit, maxLimit) });
export type PageQuery = { page: number; limit: number };

const WEB_PROTOCOL = /^https?$/;

/** A link people will open: only http and https (no javascript:, data:, file: …). */
export const httpUrl = (message = "Please enter a valid http or https link.") =>
  z.url({ protocol: WEB_PROTOCOL, error: message }).max(2048, message);

/** What an old form sends for an empty field after String(null) or String(undefined): no value, like a blank. */
const NO_VALUE = /^(|null|undefined)$/i;

/** An optional link: blank, missing, "null" or "undefined" becomes null, anything else must be http(s). */
export const optionalHttpUrl = (message?: string) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? (NO_VALUE.test(v.trim()) ? null : v.trim()) : v),
      httpUrl(message).nullish(),
    )
    .transform((v) => v ?? null);

// A file field of a multipart form: a File on the server (FormData) and in the browser (an <input type="file">). An
// empty file is what a browser sends for a file input left empty, so it counts as no file. Whether the bytes are an
// acceptable image or audio file is for lib/storage to decide, after validation.
const isFile = (value: unknown): value is File =>
  typeof Blob !== "undefined" && value instanceof Blob && value.size > 0;

/** A file the form must carry: missing, empty or not a file answers `message`. */
export const requiredFile = (message: string) => z.custom<File>(isFile, { error: message });

/** A file the form may carry: missing, blank or an empty file become undefined; anything else must be a file. */
export const optionalFile = (message = "Please choose a file.") =>
  z
    .custom<File | null | "">((v) => v === null || v === "" || v instanceof Blob, { error: message })
    .optional()
    .transform((v) => (isFile(v) ? v : undefined));

// With Blob on, a form's file may have gone from the browser straight to storage: the field then carries the blob's
// address, which lib/storage checks (ours, unused, its bytes) before a row points at it. Routes pass one only when
// direct uploads are on (lib/api/old-client.ts uploadOrNothing).
const isUploadUrl = (value: unknown): value is string => typeof value === "string" && value.startsWith("https://");

/** requiredFile, or the address of a file uploaded straight to storage. */
export const requiredUpload = (message: string) =>
  z.custom<File | string>((v) => isFile(v) || isUploadUrl(v), { error: message });

/** optionalFile, or the address of a file uploaded straight to storage. */
export const optionalUpload = (message = "Please choose a file.") =>
  z
    .custom<File | string | null>((v) => v === null || v === "" || v instanceof Blob || isUploadUrl(v), {
      error: message,
    })
    .optional()
    .transform((v) => (isFile(v) || isUploadUrl(v) ? v : undefined));
