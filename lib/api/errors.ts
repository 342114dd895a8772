// One error shape for the whole API: { message, code, issues? } with the right status.
import { ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable_entity"
  | "rate_limited"
  | "internal_error";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
};

export type ErrorIssue = { path: string; message: string };

export class ApiError extends Error {
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

export type ErrorBody = { message: string; code: ErrorCode; issues?: ErrorIssue[] };

/** The first issue's message is the one the spec's clients show; all issues are listed for forms. */
export function fromZodError(error: ZodError): ApiError {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return new ApiError("unprocessable_entity", issues[0]?.message ?? "Invalid input.", issues);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return fromZodError(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new ApiError("not_found", "Not found.");
    if (error.code === "P2002") return new ApiError("conflict", "That already exists.");
  }
  console.error(error);
  return new ApiError("internal_error", "Something went wrong. Please try again.");
}

export function errorResponse(error: unknown): Response {
  const e = toApiError(error);
  const body: ErrorBody = { message: e.message, code: e.code, ...(e.issues ? { issues: e.issues } : {}) };
  return Response.json(body, { status: e.status, headers: e.headers });
}
