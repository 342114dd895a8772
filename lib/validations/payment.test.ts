import { describe, expect, it } from "vitest";
import { AMOUNT_INVALID } from "@/lib/domain/money";
import {
  bookingPaymentSchema, customPaymentSchema, PAYMENT_AMOUNT_REQUIRED, PAYMENT_EMAIL_REQUIRED, PAYMENT_NAME_REQUIRED, paymentStartSchemaFor, refundSchema,
} from "./payment";

const messages = (input: unknown) => {
  const result = paymentStartSchemaFor(input).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("the payment schemas", () => {
  const payer = { name: " Ada Obi ", email: "ADA@example.com" };

  it("turns a custom amount into kobo and a blank or null message into null (what the form itself sends)", () => {
    expect(customPaymentSchema.parse({ ...payer, amount: "1500.5", message: "" })).toEqual({ name: "Ada Obi", email: "ada@example.com", bookingId: undefined, amountKobo: 150_050, message: null });
    expect(paymentStartSchemaFor({ bookingId: "" }).parse({ ...payer, amount: 2000, message: null, bookingId: "" }).amountKobo).toBe(200_000);
  });

  it("reports every missing field of a custom payment at once", () => {
    expect(messages({})).toEqual([PAYMENT_NAME_REQUIRED, PAYMENT_EMAIL_REQUIRED, PAYMENT_AMOUNT_REQUIRED]);
    expect(messages({ amount: "" })).toContain(PAYMENT_AMOUNT_REQUIRED);
    expect(messages({ ...payer, amount: "ten" })).toEqual([AMOUNT_INVALID]);
  });

  it("reads no amount for a booking: the server charges the booking's price", () => {
    const input = { ...payer, bookingId: "ckbooking123", amount: "1" };
    expect(paymentStartSchemaFor(input)).toBe(bookingPaymentSchema);
    expect(bookingPaymentSchema.parse(input)).toEqual({ bookingId: "ckbooking123", name: "Ada Obi", email: "ada@example.com", message: null, amountKobo: null });
  });

  it("refuses a booking id that could not be one", () => {
    expect(messages({ ...payer, bookingId: "../../x" })).toEqual(["Unknown booking."]);
  });
});

describe("refundSchema", () => {
  it("reads a partial amount in naira, and none as the whole rest", () => {
    expect(refundSchema.parse({ paymentId: "p1", amount: "2500" })).toEqual({ paymentId: "p1", amountKobo: 250_000 });
    expect(refundSchema.parse({ paymentId: "p1" })).toEqual({ paymentId: "p1", amountKobo: null });
    expect(refundSchema.safeParse({ paymentId: "p1", amount: "0" }).success).toBe(false);
  });
});
