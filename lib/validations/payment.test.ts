import { describe, expect, it } from "vitest";
import { AMOUNT_INVALID } from "@/lib/domain/money";
import { PAYMENT_AMOUNT_REQUIRED, paymentStartSchema, refundSchema } from "./payment";

const firstMessage = (input: unknown) => {
  const result = paymentStartSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("paymentStartSchema", () => {
  const payer = { name: " Ada Obi ", email: "ADA@example.com" };

  it("turns a custom amount into kobo and a blank or null message into null (what the form itself sends)", () => {
    expect(paymentStartSchema.parse({ ...payer, amount: "1500.5", message: "" })).toEqual({ name: "Ada Obi", email: "ada@example.com", amount: "1500.5", amountKobo: 150_050, message: null });
    expect(paymentStartSchema.parse({ ...payer, amount: 2000, message: null, bookingId: "" }).amountKobo).toBe(200_000);
  });

  it("needs an amount only without a booking, and leaves a booking's amount to the server", () => {
    expect(firstMessage(payer)).toBe(PAYMENT_AMOUNT_REQUIRED);
    expect(firstMessage({ ...payer, amount: "ten" })).toBe(AMOUNT_INVALID);
    expect(paymentStartSchema.parse({ ...payer, bookingId: "ckbooking123", amount: "1" })).toMatchObject({ bookingId: "ckbooking123", amountKobo: null });
  });

  it("refuses a booking id that could not be one", () => {
    expect(firstMessage({ ...payer, bookingId: "../../x" })).toBe("Unknown booking.");
  });
});

describe("refundSchema", () => {
  it("reads a partial amount in naira, and none as the whole rest", () => {
    expect(refundSchema.parse({ paymentId: "p1", amount: "2500" })).toEqual({ paymentId: "p1", amountKobo: 250_000 });
    expect(refundSchema.parse({ paymentId: "p1" })).toEqual({ paymentId: "p1", amountKobo: null });
    expect(refundSchema.safeParse({ paymentId: "p1", amount: "0" }).success).toBe(false);
  });
});
