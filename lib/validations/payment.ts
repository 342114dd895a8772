// The payment page (admin-and-payments.md "Payment page", §5: name, email and amount required, amount a number,
// message optional). For a booking the amount is the booking's price, decided on the server; no amount is read.
import { z } from "zod";
import { nairaToKobo } from "@/lib/domain/money";
import { optionalText, requiredEmail, requiredText } from "./basics";

export const PAYMENT_NAME_REQUIRED = "Please enter your full name.";
export const PAYMENT_EMAIL_REQUIRED = "Please enter your email address.";
export const PAYMENT_AMOUNT_REQUIRED = "Please enter the amount to pay.";
export const PAYMENT_SUCCESS = "Payment successful!";
export const PAYMENT_CLOSED = "Payment closed";
export const WALLET_FAILED = "An error occurred while paying with Apple Pay. Please try again or use another payment method.";
export const PAYMENT_NOT_VERIFIED = "We could not confirm this payment yet. If you were charged, it will show as paid within a few minutes.";

/** A booking id: a cuid. */
const bookingId = z.string({ error: "Unknown booking." }).trim().min(1, "Unknown booking.").max(40, "Unknown booking.").regex(/^[a-z0-9]+$/, "Unknown booking.");

/** A required amount in naira (text or a JSON number) → kobo, by the rules of lib/domain/money.ts. */
const amountInNaira = z.union([z.string(), z.number()], { error: PAYMENT_AMOUNT_REQUIRED }).transform((value, ctx) => {
  if (value === "") {
    ctx.addIssue({ code: "custom", message: PAYMENT_AMOUNT_REQUIRED });
    return z.NEVER;
  }
  const amount = nairaToKobo(value);
  if (!amount.ok) {
    ctx.addIssue({ code: "custom", message: amount.message });
    return z.NEVER;
  }
  return amount.kobo;
});

const payer = {
  name: requiredText(PAYMENT_NAME_REQUIRED, 120),
  email: requiredEmail(PAYMENT_EMAIL_REQUIRED),
  // null is what the form's own parse leaves for a blank message (it sends its parsed values).
  message: optionalText(1000).nullish().transform((m) => m || null),
};

/** Paying for a booking: the amount is the booking's price, decided on the server (any amount sent is ignored). */
export const bookingPaymentSchema = z.object({ bookingId, ...payer }).transform((v) => ({ ...v, amountKobo: null }));

/** A custom payment (e.g. a quote agreed by phone): the amount is required and checked. */
export const customPaymentSchema = z
  .object({ ...payer, amount: amountInNaira })
  .transform(({ amount, ...v }) => ({ ...v, bookingId: undefined, amountKobo: amount }));

/**
 * The schema for a payment request: a booking's when it names one, a custom payment's otherwise. Two object schemas
 * rather than one with a cross-field rule, so each reports every missing field at once (an object-level rule would
 * wait until the fields it does not look at are valid).
 */
export const paymentStartSchemaFor = (input: unknown) => {
  const id = input && typeof input === "object" ? (input as { bookingId?: unknown }).bookingId : undefined;
  return typeof id === "string" && id.trim() !== "" ? bookingPaymentSchema : customPaymentSchema;
};

export type PaymentStartInput = z.input<typeof bookingPaymentSchema> | z.input<typeof customPaymentSchema>;
export type PaymentStartValues = z.output<typeof bookingPaymentSchema> | z.output<typeof customPaymentSchema>;

/** Paystack's references for our payments: what the callback and webhook may name. */
export const PAYMENT_REFERENCE = /^MNB-[a-z0-9]+-[a-f0-9]{12}$/;

/** An admin's refund: the payment and, for a partial refund, the amount in naira (none = all that is left). */
export const refundSchema = z
  .object({
    paymentId: z.string({ error: "Choose a payment." }).trim().min(1, "Choose a payment.").max(40),
    amount: z.union([z.string(), z.number()]).optional(),
  })
  .transform((input, ctx) => {
    if (input.amount === undefined || input.amount === "") return { paymentId: input.paymentId, amountKobo: null };
    const amount = nairaToKobo(input.amount);
    if (!amount.ok) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: amount.message });
      return z.NEVER;
    }
    return { paymentId: input.paymentId, amountKobo: amount.kobo };
  });
