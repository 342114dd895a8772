import { describe, expect, it } from "vitest";
import { importedLabel, importedVerdict, NOT_KNOWN_TO_PAYSTACK } from "./imported-rules";

const stored = { reference: "old-1", amountKobo: 500_000, currency: "NGN" };
const paid = { status: "success", reference: "old-1", amount: 500_000, currency: "NGN" };

describe("an imported payment's verdict", () => {
  it("is confirmed only by success for the same reference, amount and currency", () => {
    expect(importedVerdict(stored, paid)).toEqual({ confirmed: true, transaction: paid });
  });

  it("says why it is not confirmed", () => {
    expect(importedVerdict(stored, null)).toEqual({ confirmed: false, note: NOT_KNOWN_TO_PAYSTACK });
    expect(importedVerdict(stored, { ...paid, status: "failed" })).toEqual({
      confirmed: false,
      note: "Paystack says this payment was not completed (failed).",
    });
    expect(importedVerdict(stored, { ...paid, amount: 50_000 })).toEqual({
      confirmed: false,
      note: "Paystack says ₦500, the old site recorded ₦5,000.",
    });
    expect(importedVerdict(stored, { ...paid, currency: "USD" })).toMatchObject({ confirmed: false });
    expect(importedVerdict(stored, { ...paid, reference: "old-2" })).toMatchObject({ confirmed: false });
  });

  it("labels imported payments by whether Paystack confirmed them", () => {
    expect(importedLabel("IMPORTED")).toBe("Imported — not verified");
    expect(importedLabel("PAID")).toBe("Imported — verified");
  });
});
