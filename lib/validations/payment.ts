// The payment page (admin-and-payments.md "Payment page", §5: name, email and amount required, amount a number,
// message optional). For a booking the amount is the booking's price, decided on the server; the field is ignored.
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

/** A booking id (a cuid) or nothing. */
const bookingId = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9]+$/, "Unknown booking.")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const paymentStartSchema = z
  .object({
    bookingId,
    name: requiredText(PAYMENT_NAME_REQUIRED, 120),
    email: requiredEmail(PAYMENT_EMAIL_REQUIRED),
    amount: z.union([z.string(), z.number()]).optional(),
    // null is what the form's own parse leaves for a blank message (it sends its parsed values).
    message: optionalText(1000).nullish().transform((m) => m || null),
  })
  .transform((input, ctx) => {
    if (input.bookingId) return { ...input, amountKobo: null };
    if (input.amount === undefined || input.amount === "") {
      ctx.addIssue({ code: "custom", path: ["amount"], message: PAYMENT_AMOUNT_REQUIRED });
      return z.NEVER;
    }
    const amount = nairaToKobo(input.amount);
    if (!amount.ok) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: amount.message });
      return z.NEVER;
    }
    return { ...input, amountKobo: amount.kobo };
  });

export type PaymentStartInput = z.input<typeof paymentStartSchema>;
export type PaymentStartValues = z.output<typeof paymentStartSchema>;

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
