import { describe, expect, it } from "vitest";
import { AMOUNT_INVALID } from "@/lib/core/money";
import {
  bookingPaymentSchema,
  browserPayerOf,
  customPaymentSchema,
  isBrowserReference,
  PAYMENT_AMOUNT_REQUIRED,
  PAYMENT_EMAIL_REQUIRED,
  PAYMENT_NAME_REQUIRED,
  paymentStartSchemaFor,
  refundSchema,
} from "./schema";

const messages = (input: unknown) => {
  const result = paymentStartSchemaFor(input).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("the payment schemas", () => {
  const payer = { name: " Ada Obi ", email: "ADA@example.com" };

  it("turns a custom amount into kobo and a blank or null message into null (what the form itself sends)", () => {
    expect(customPaymentSchema.parse({ ...payer, amount: "1500.5", message: "" })).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      bookingId: undefined,
      amountKobo: 150_050,
      message: null,
    });
    expect(
      paymentStartSchemaFor({ bookingId: "" }).parse({ ...payer, amount: 2000, message: null, bookingId: "" })
        .amountKobo,
    ).toBe(200_000);
  });

  it("reports every missing field of a custom payment at once", () => {
    expect(messages({})).toEqual([PAYMENT_NAME_REQUIRED, PAYMENT_EMAIL_REQUIRED, PAYMENT_AMOUNT_REQUIRED]);
    expect(messages({ amount: "" })).toContain(PAYMENT_AMOUNT_REQUIRED);
    expect(messages({ ...payer, amount: "ten" })).toEqual([AMOUNT_INVALID]);
  });

  it("reads no amount for a booking: the server charges the booking's price", () => {
    const input = { ...payer, bookingId: "ckbooking123", amount: "1" };
    expect(paymentStartSchemaFor(input)).toBe(bookingPaymentSchema);
    expect(bookingPaymentSchema.parse(input)).toEqual({
      bookingId: "ckbooking123",
      name: "Ada Obi",
      email: "ada@example.com",
      message: null,
      amountKobo: null,
    });
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

describe("payments the old client started in the browser", () => {
  it("takes Paystack-made references and never one shaped like ours", () => {
    for (const ok of ["T123456789012345", "1699999999999", "ref_ab-c.d=e"]) expect(isBrowserReference(ok)).toBe(true);
    for (const no of ["", "a".repeat(101), "a b", "../x", "ref/1", "MNB-abc", "mnb-x-0", "ü"])
      expect(isBrowserReference(no)).toBe(false);
  });

  it("reads name, email, note and booking from metadata as an object, as JSON text, or as custom_fields", () => {
    const fields = {
      name: " Ada Obi ",
      email: "ADA@example.com",
      bookingMessage: "Two songs",
      bookingId: "ckbooking1",
    };
    const expected = { name: "Ada Obi", email: "ada@example.com", message: "Two songs", bookingId: "ckbooking1" };
    expect(browserPayerOf({ metadata: fields })).toEqual(expected);
    expect(browserPayerOf({ metadata: JSON.stringify(fields) })).toEqual(expected);
    const custom = Object.entries(fields).map(([variable_name, value]) => ({
      display_name: variable_name,
      variable_name,
      value,
    }));
    expect(browserPayerOf({ metadata: { custom_fields: custom } })).toEqual(expected);
    // A top-level key wins over a custom field of the same name.
    expect(
      browserPayerOf({ metadata: { name: "Top", custom_fields: [{ variable_name: "name", value: "Field" }] } }).name,
    ).toBe("Top");
  });

  it("falls back to Paystack's customer, and keeps nothing unusable", () => {
    const customer = { email: "Pay@Example.com", first_name: "Ada", last_name: null };
    for (const metadata of [
      null,
      "",
      0,
      "not json",
      "[1]",
      { custom_fields: "x" },
      { email: "not-an-email", bookingId: "../x" },
    ]) {
      expect(browserPayerOf({ metadata, customer })).toEqual({
        name: "Ada",
        email: "pay@example.com",
        message: null,
        bookingId: null,
      });
    }
    expect(browserPayerOf({})).toEqual({ name: "", email: null, message: null, bookingId: null });
    expect(browserPayerOf({ metadata: { name: "x".repeat(500), bookingMessage: "a\u0000b" } })).toMatchObject({
      name: "x".repeat(120),
      message: "ab",
    });
  });
});
