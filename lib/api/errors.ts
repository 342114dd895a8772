// One error shape for the whole API: { message, code, issues?, challenge? } with the right status.
import { ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, ChallengeRequired, fromZodError, type ErrorCode, type ErrorIssue } from "@/lib/core/errors";

/** `challenge`: only on a 429 that a solved proof-of-work challenge gets past (lib/abuse/challenge.ts). */
export type ErrorBody = { message: string; code: ErrorCode; issues?: ErrorIssue[]; challenge?: unknown };

export function toApiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return fromZodError(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new AppError("not_found", "Not found.");
    if (error.code === "P2002") return new AppError("conflict", "That already exists.");
  }
  console.error(error);
  return new AppError("internal_error", "Something went wrong. Please try again.");
}

export function errorResponse(error: unknown): Response {
  const e = toApiError(error);
  const body: ErrorBody = {
    message: e.message,
    code: e.code,
    ...(e.issues ? { issues: e.issues } : {}),
    ...(e instanceof ChallengeRequired ? { challenge: e.challenge } : {}),
  };
  return Response.json(body, { status: e.status, headers: e.headers });
}
