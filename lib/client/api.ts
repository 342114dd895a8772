// Browser-side calls to /mnb/api: JSON in and out, the server's `message` surfaced on failure.
export class ApiRequestError extends Error {
  constructor(message: string, readonly status: number, readonly body: unknown) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(`/mnb/api${path}`, {
    credentials: "same-origin",
    ...rest,
    headers: { ...(json !== undefined ? { "Content-Type": "application/json" } : {}), ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = body && typeof body.message === "string" ? body.message : "";
    throw new ApiRequestError(message, response.status, body);
  }
  return body as T;
}

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export const messageOr = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.message ? error.message : fallback;
