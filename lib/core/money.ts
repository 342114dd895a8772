// Amounts typed by people (naira, as text) turned into the integer kobo that is stored and sent to Paystack, without
// floating point: "1500.5" → 150_050 exactly. The rules of a custom amount on the payment page (one without a
// booking, e.g. a quote agreed by phone): a positive number, at most two decimals, at least ₦100 and at most
// ₦5,000,000 (Paystack's smallest NGN charge is ₦50; the ceiling keeps a typo from charging a fortune).
export const MIN_PAYMENT_KOBO = 100_00;
export const MAX_PAYMENT_KOBO = 5_000_000_00;
/** The largest amount a Payment row holds (an int4 of kobo, ₦21.4m): the ceiling for amounts we did not set. */
export const MAX_STORED_KOBO = 2_147_483_647;

export const AMOUNT_INVALID = "Please enter an amount in naira, like 15000 or 15000.50.";
export const AMOUNT_TOO_SMALL = "The smallest amount you can pay is ₦100.";
export const AMOUNT_TOO_LARGE =
  "The largest amount you can pay here is ₦5,000,000. Please contact us for larger payments.";

export type KoboResult = { ok: true; kobo: number } | { ok: false; message: string };

/** "15,000.5" or "₦15000.50" or 15000.5 → kobo; commas, spaces and a leading ₦ or NGN are allowed. */
export function nairaToKobo(input: string | number): KoboResult {
  const text = (typeof input === "number" ? numberText(input) : input)
    .trim()
    .replace(/^(₦|NGN)\s*/i, "")
    .replace(/[,\s]/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, message: AMOUNT_INVALID };
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (kobo < MIN_PAYMENT_KOBO) return { ok: false, message: kobo === 0 ? AMOUNT_INVALID : AMOUNT_TOO_SMALL };
  if (kobo > MAX_PAYMENT_KOBO) return { ok: false, message: AMOUNT_TOO_LARGE };
  return { ok: true, kobo };
}

/** A JSON number as text: one that is a whole number of kobo up to float noise (19.99 * 10) keeps two decimals. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return "";
  const kobo = n * 100;
  return Math.abs(kobo - Math.round(kobo)) < 1e-6 ? (Math.round(kobo) / 100).toFixed(2) : String(n);
}
