import { describe, expect, it } from "vitest";
import { nextStatuses, PAID_ONLY_BY_PAYMENT, refusedStep, REFUNDED_ONLY_BY_REFUND } from "./status";

describe("booking pipeline", () => {
  it("lets an admin move a paid booking along to delivered, or cancel one not yet delivered", () => {
    expect(refusedStep("PAID", "IN_PROGRESS")).toBeNull();
    expect(refusedStep("IN_PROGRESS", "DELIVERED")).toBeNull();
    for (const from of ["NEW", "PAID", "IN_PROGRESS"] as const) expect(refusedStep(from, "CANCELLED")).toBeNull();
  });

  it("never lets an admin mark a booking paid or refunded by hand", () => {
    expect(refusedStep("NEW", "PAID")).toBe(PAID_ONLY_BY_PAYMENT);
    expect(refusedStep("PAID", "REFUNDED")).toBe(REFUNDED_ONLY_BY_REFUND);
  });

  it("refuses skipping steps, going back, and leaving a final status", () => {
    expect(refusedStep("NEW", "IN_PROGRESS")).toMatch(/cannot be moved/);
    expect(refusedStep("PAID", "DELIVERED")).toMatch(/cannot be moved/);
    expect(refusedStep("DELIVERED", "IN_PROGRESS")).toMatch(/cannot be moved/);
    for (const final of ["DELIVERED", "CANCELLED", "REFUNDED"] as const) expect(nextStatuses(final)).toEqual([]);
  });
});
