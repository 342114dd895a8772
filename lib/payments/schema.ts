// The payment page (admin-and-payments.md "Payment page" and "Validation rules": name, email and amount required,
// amount a number, message optional). For a booking the amount is the booking's price, decided on the server; no amount
// is read.
import { z } from "zod";
import { nairaToKobo } from "@/lib/core/money";
import { EMAIL_MAX, emailAddress, optionalText, requiredEmail, requiredText } from "@/lib/core/form-basics";

export const PAYMENT_NAME_REQUIRED = "Please enter your full name.";
export const PAYMENT_EMAIL_REQUIRED = "Please enter your email address.";
export const PAYMENT_AMOUNT_REQUIRED = "Please enter the amount to pay.";
/** A booking id: a cuid. */
const bookingId = z
  .string({ error: "Unknown booking." })
  .trim()
  .min(1, "Unknown booking.")
  .max(40, "Unknown booking.")
  .regex(/^[a-z0-9]+$/, "Unknown booking.");

/** A required amount in naira (text or a JSON number) → kobo, by the rules of lib/core/money.ts. */
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
  message: optionalText(1000)
    .nullish()
    .transform((m) => m || null),
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

/**
 * A reference Paystack made for a payment the old client started in the browser with the inline script (we never saw
 * it start): letters, digits and `. _ = -`, at most 100. Anything shaped like ours (MNB-…) is never one of these.
 */
export const isBrowserReference = (reference: string) =>
  /^[A-Za-z0-9._=-]{1,100}$/.test(reference) && !/^mnb-/i.test(reference);

/** Who paid, as a browser payment's verified transaction names them (metadata first, then Paystack's customer). */
export type BrowserPayer = { name: string; email: string | null; message: string | null; bookingId: string | null };
type PaystackPayerSource = {
  metadata?: unknown;
  customer?: { email?: unknown; first_name?: unknown; last_name?: unknown } | null;
};

/**
 * The metadata the old client set, as one record: Paystack hands it back as an object or as its JSON text, and the
 * inline script's `custom_fields` ([{ variable_name, value }]) count as fields too (a top-level key wins).
 */
function metadataFields(metadata: unknown): Record<string, unknown> {
  let value = metadata;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const custom = Array.isArray(record.custom_fields) ? (record.custom_fields as unknown[]) : [];
  const fields: Record<string, unknown> = {};
  for (const field of custom) {
    const { variable_name: key, value: v } = (field && typeof field === "object" ? field : {}) as {
      variable_name?: unknown;
      value?: unknown;
    };
    if (typeof key === "string") fields[key] = v;
  }
  return { ...fields, ...record };
}

/** Provider text kept, not refused: trimmed, NUL-free and cut to `max` (a payment is recorded whatever its note). */
const providerText = (value: unknown, max: number) => {
  const text =
    typeof value === "string" || typeof value === "number"
      ? String(value).replaceAll("\u0000", "").trim().slice(0, max)
      : "";
  return text || null;
};
const providerEmail = (value: unknown) => {
  const parsed = emailAddress().safeParse(providerText(value, EMAIL_MAX));
  return parsed.success ? parsed.data : null;
};

export function browserPayerOf({ metadata, customer }: PaystackPayerSource): BrowserPayer {
  const fields = metadataFields(metadata);
  const customerName = [customer?.first_name, customer?.last_name]
    .map((n) => providerText(n, 60))
    .filter(Boolean)
    .join(" ");
  const bookingId = providerText(fields.bookingId, 40);
  return {
    name: providerText(fields.name, 120) ?? providerText(customerName, 120) ?? "",
    email: providerEmail(fields.email) ?? providerEmail(customer?.email),
    message: providerText(fields.bookingMessage, 1000),
    bookingId: bookingId && /^[a-z0-9]+$/.test(bookingId) ? bookingId : null,
  };
}

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
