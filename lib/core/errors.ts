// The one error type of the app. Data modules, auth and storage throw it; the API layer (lib/api/errors.ts) turns it
// into the JSON error shape and pages ask `find…` functions instead. It lives below lib/api so every layer can use it.
import { ZodError } from "zod";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable_entity"
  | "rate_limited"
  | "internal_error"
  | "bad_gateway"
  | "service_unavailable";

export const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
};

export type ErrorIssue = { path: string; message: string };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/**
 * 429 past a soft per-address limit (lib/abuse/rate-limit.ts): the request may be sent again with this proof-of-work
 * challenge solved (lib/abuse/challenge.ts); our pages do that on their own (lib/api/client.ts).
 */
export class ChallengeRequired extends AppError {
  constructor(
    message: string,
    readonly challenge: unknown,
    headers?: Record<string, string>,
  ) {
    super("rate_limited", message, undefined, headers);
  }
}

/** The first issue's message is the one the spec's clients show; all issues are listed for forms. */
export function fromZodError(error: ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return new AppError("unprocessable_entity", issues[0]?.message ?? "Invalid input.", issues);
}
