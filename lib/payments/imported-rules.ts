// Whether Paystack's answer confirms a payment the old site recorded. The old site wrote whatever its browser-triggered
// verify call reported and never compared an amount with a price, so an imported payment is money only when Paystack
// itself says success for that reference, in the amount and currency the old site stored.
import { formatMoney } from "@/lib/core/format";

export type ImportedFacts = { reference: string; amountKobo: number; currency: string };
export type PaystackFacts = { status: string; reference: string; amount: number; currency: string };

export type ImportedVerdict<T> = { confirmed: true; transaction: T } | { confirmed: false; note: string };

export const NOT_KNOWN_TO_PAYSTACK = "Paystack does not know this reference.";

/** The verdict on one imported payment; `transaction` null when Paystack knows no such reference. */
export function importedVerdict<T extends PaystackFacts>(
  stored: ImportedFacts,
  transaction: T | null,
): ImportedVerdict<T> {
  if (!transaction) return { confirmed: false, note: NOT_KNOWN_TO_PAYSTACK };
  if (transaction.reference !== stored.reference)
    return { confirmed: false, note: `Paystack answered for another reference (${transaction.reference}).` };
  if (transaction.status !== "success")
    return { confirmed: false, note: `Paystack says this payment was not completed (${transaction.status}).` };
  if (transaction.amount !== stored.amountKobo || transaction.currency !== stored.currency)
    return {
      confirmed: false,
      note: `Paystack says ${formatMoney(transaction.amount, transaction.currency)}, the old site recorded ${formatMoney(stored.amountKobo, stored.currency)}.`,
    };
  return { confirmed: true, transaction };
}

/** How an admin list labels a payment brought from the old site. */
export const importedLabel = (status: string) =>
  status === "IMPORTED" ? "Imported — not verified" : "Imported — verified";
