import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/core/errors";
import { errorResponse, toApiError } from "./errors";

describe("error mapping", () => {
  it("turns zod errors into 422 with the first message and every issue", () => {
    const error = z.object({ a: z.string().min(1, "A is required.") }).safeParse({ a: "" }).error!;
    const api = toApiError(error);
    expect(api.status).toBe(422);
    expect(api.message).toBe("A is required.");
    expect(api.issues).toEqual([{ path: "a", message: "A is required." }]);
  });

  it("maps Prisma not-found to 404 and unique violations to 409", () => {
    const known = (code: string) => new Prisma.PrismaClientKnownRequestError("x", { code, clientVersion: "7" });
    expect(toApiError(known("P2025")).status).toBe(404);
    expect(toApiError(known("P2002")).status).toBe(409);
  });

  it("hides unknown errors behind a generic 500 with no internals", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new Error("connection string postgres://secret"));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ message: "Something went wrong. Please try again.", code: "internal_error" });
  });

  it("keeps an AppError's status, code and headers", async () => {
    const response = errorResponse(new AppError("rate_limited", "Slow down.", undefined, { "Retry-After": "60" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ message: "Slow down.", code: "rate_limited" });
  });
});
