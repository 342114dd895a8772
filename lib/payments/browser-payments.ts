// Payments the old client started in the browser: its payment page charged with Paystack's inline script alone,
// under a reference Paystack made, and told the server nothing. They are recorded when their charge.success arrives
// (recordBrowserPayment, called by the webhook), so no money goes unseen.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { MAX_STORED_KOBO } from "@/lib/core/money";
import { markBookingPaid } from "@/lib/bookings";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverEmail } from "@/lib/email";
import { paidAtOf, verifyTransaction } from "@/lib/payments/paystack";
import { receiptMessage, storeReceipt } from "@/lib/payments/receipts";
import { browserPayerOf } from "@/lib/payments/schema";

/**
 * A charge.success for a reference Paystack made: a payment the old client started in the browser with the inline
 * script and never told us about. Verified like our own (the event's amounts are never read), then recorded as a PAID
 * custom payment with the amount and currency Paystack's answer reports, so no money goes unseen. It pays a booking
 * only when its metadata names a NEW booking whose price it is exactly, in naira; otherwise it stays unlinked. The row
 * and the booking's step are one transaction, and the unique reference (ON CONFLICT DO NOTHING) makes replays and
 * concurrent deliveries record it once; only the call that inserted it sends the receipt.
 */
export async function recordBrowserPayment(reference: string): Promise<string> {
  if (await db.payment.findUnique({ where: { reference }, select: { id: true } })) return "already-recorded";
  const transaction = await verifyTransaction(reference);
  if (transaction.status !== "success") return "not-paid";
  const { amount, currency } = transaction;
  if (transaction.reference !== reference) {
    console.error(`browser payment ${reference}: Paystack's answer is for ${transaction.reference}; not recorded`);
    return "mismatch";
  }
  if (
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    amount > MAX_STORED_KOBO ||
    typeof currency !== "string" ||
    !/^[A-Z]{3}$/.test(currency)
  ) {
    console.error(
      `browser payment ${reference}: Paystack reports ${amount} ${currency}, not an amount we can record; not recorded`,
    );
    return "invalid-amount";
  }
  const payer = browserPayerOf(transaction);
  if (!payer.email)
    console.warn(`browser payment ${reference}: no usable email in Paystack's answer; recorded without a receipt`);
  if (currency !== "NGN")
    console.warn(
      `browser payment ${reference}: paid in ${currency}; recorded as reported, pays no booking, no receipt`,
    );
  const paidAt = paidAtOf(transaction);
  const owed = Boolean(payer.email) && currency === "NGN";
  const paying = {
    reference,
    amountKobo: amount,
    email: payer.email ?? "",
    name: payer.name,
    message: payer.message,
    paidAt,
  };
  // Whether it pays the named booking is decided under the booking's lock, so both receipts are ready.
  const named =
    owed && payer.bookingId
      ? await db.booking.findUnique({ where: { id: payer.bookingId }, select: { service: true } })
      : null;
  const [receipt, linkedReceipt] = owed
    ? await Promise.all([
        receiptMessage({ ...paying, booking: null }),
        named ? receiptMessage({ ...paying, booking: named }) : null,
      ])
    : [null, null];
  const recorded = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "Payment" ("id", "reference", "amountKobo", "currency", "status", "email", "name", "message", "providerData", "paidAt", "updatedAt")
      VALUES (${randomBytes(12).toString("hex")}, ${reference}, ${amount}, ${currency}, 'PAID', ${payer.email ?? ""}, ${payer.name}, ${payer.message},
        ${JSON.stringify(transaction)}::jsonb, ${paidAt}, now())
      ON CONFLICT ("reference") DO NOTHING RETURNING "id"`;
    if (!row) return null;
    const bookingId = payer.bookingId && (await payBooking(tx, row.id, payer.bookingId)) ? payer.bookingId : null;
    const owedReceipt = bookingId && linkedReceipt ? linkedReceipt : receipt;
    const stored = owedReceipt ? await storeReceipt(tx, row.id, owedReceipt) : null;
    return { id: row.id, bookingId, stored };
  });
  if (!recorded) return "already-recorded";
  if (recorded.stored) await deliverEmail(recorded.stored);
  return recorded.bookingId ? "booking-paid" : "recorded-foreign";

  /** The same guarded NEW → PAID step as confirmPayment's, with the price and currency as the guard's terms. */
  async function payBooking(tx: Prisma.TransactionClient, paymentId: string, bookingId: string): Promise<boolean> {
    const paid = currency === "NGN" && (await markBookingPaid(tx, bookingId, { priceKobo: amount }));
    if (!paid) {
      console.warn(
        `browser payment ${reference}: names booking ${bookingId}, which is not a NEW booking priced ${amount} NGN; recorded unlinked`,
      );
      return false;
    }
    await tx.payment.update({ where: { id: paymentId }, data: { bookingId } });
    return true;
  }
}
