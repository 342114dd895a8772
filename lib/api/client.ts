// Browser-side calls to /mnb/api: JSON in and out, the server's `message` surfaced on failure. A 429 that carries a
// proof-of-work challenge (a busy shared address, lib/abuse/rate-limit.ts) is solved here and the request sent once more.
import { CHALLENGE_HEADER } from "@/lib/abuse/challenge-header";

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  return withChallenge(async (extra) => {
    const response = await fetch(`/mnb/api${path}`, {
      credentials: "same-origin",
      ...rest,
      headers: {
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(rest.headers as Record<string, string>),
        ...extra,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      const message = body && typeof body.message === "string" ? body.message : "";
      throw new ApiRequestError(message, response.status, body);
    }
    return body as T;
  });
}

/**
 * Sends a request; when the server answers 429 with a challenge, solves it (the ALTCHA widget, loaded only then) and
 * sends the request once more with the solution. A second refusal, or a challenge that cannot be solved, is the
 * first refusal's error, so forms show the server's "too many" message as before.
 */
export async function withChallenge<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    const challenge =
      error instanceof ApiRequestError && error.status === 429
        ? (error.body as { challenge?: unknown } | null)?.challenge
        : undefined;
    if (!challenge) throw error;
    const { solveChallenge } = await import("@/lib/abuse/client-challenge");
    const payload = await solveChallenge(challenge).catch(() => null);
    if (!payload) throw error;
    return send({ [CHALLENGE_HEADER]: payload });
  }
}

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export const messageOr = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.message ? error.message : fallback;

/** A comment write's answer when moderation holds it: the comment waits for approval and is not shown yet. */
export type HeldComment = { id: string; status: "pending"; message: string };
export const isHeld = (answer: unknown): answer is HeldComment =>
  typeof answer === "object" && answer !== null && (answer as { status?: unknown }).status === "pending";

/** The toast for a failed comment, reply or reaction: the ban's own message (403), else the form's `fallback`. */
export const commentFailure = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status === 403 && error.message ? error.message : fallback;
