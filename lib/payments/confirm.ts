// Confirming a payment: it is marked PAID only after Verify Transaction reports success for exactly the reference,
// amount and currency it was started with. The PENDING → PAID step is one guarded UPDATE, so the callback, the
// webhook, both, in any order and any number of times, fulfil a payment once, and only the call that made the step
// sends the receipt. A booking is paid by one payment at most: money that arrives for a booking that cannot take it
// (paid by another payment, cancelled) is recorded as NEEDS_REFUND, shown to admins and emailed to them (to-refund.ts).
import "server-only";
import { db } from "@/lib/db";
import { lockBookingForPayment, markBookingPaid } from "@/lib/bookings";
import { alertAdminsToRefund } from "@/lib/payments/to-refund";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverEmail } from "@/lib/email";
import type { BookingUnderLock } from "@/lib/payments/checkout";
import { paidAtOf, verifyTransaction } from "@/lib/payments/paystack";
import { receiptMessage, receiptOwed, storeReceipt } from "@/lib/payments/receipts";
import { PAYMENT_REFERENCE } from "@/lib/payments/schema";

/** The statuses a verification may still move to PAID. */
const OPEN: string[] = ["PENDING", "ABANDONED"];

export type Confirmation =
  | { outcome: "paid"; reference: string; bookingId: string | null }
  | { outcome: "needs-refund"; reference: string; bookingId: string | null }
  | { outcome: "settled"; reference: string; bookingId: string | null; status: string }
  | { outcome: "not-paid"; reference: string; providerStatus: string }
  | { outcome: "mismatch"; reference: string }
  | { outcome: "unknown"; reference: string };

/**
 * Verifies the payment with Paystack and fulfils it once. Used by the checkout's success callback, the redirect
 * callback, the webhook and the reconciliation job; none of them is trusted on its own word. A booking's payment locks
 * the booking first (lockBookingForPayment), so payments confirmed at once for one booking take turns: the first to a
 * NEW booking pays it; one arriving for a booking already paid, cancelled or refunded is recorded NEEDS_REFUND with the
 * reason, and the admins are emailed (by the one call that made the step, as the receipt is). The partial unique index
 * Payment_bookingId_paid_key refuses a second PAID payment for a booking whatever happens here.
 */
export async function confirmPayment(reference: string): Promise<Confirmation> {
  const payment = PAYMENT_REFERENCE.test(reference)
    ? await db.payment.findUnique({
        where: { reference },
        select: {
          id: true,
          reference: true,
          status: true,
          amountKobo: true,
          currency: true,
          bookingId: true,
          email: true,
          name: true,
          message: true,
          booking: { select: { service: true } },
        },
      })
    : null;
  if (!payment) return { outcome: "unknown", reference };
  // ABANDONED (the nightly purge's mark for a day-old PENDING payment) can still be paid: a bank transfer may settle late.
  if (!OPEN.includes(payment.status))
    return { outcome: "settled", reference, bookingId: payment.bookingId, status: payment.status };
  const transaction = await verifyTransaction(reference);
  if (transaction.status !== "success") return { outcome: "not-paid", reference, providerStatus: transaction.status };
  if (
    transaction.reference !== reference ||
    transaction.amount !== payment.amountKobo ||
    transaction.currency !== payment.currency
  ) {
    console.error(
      `payment ${reference}: Paystack reports ${transaction.amount} ${transaction.currency} for ${transaction.reference}, expected ${payment.amountKobo} ${payment.currency}`,
    );
    return { outcome: "mismatch", reference };
  }
  const paidAt = paidAtOf(transaction);
  // Rendered before the transaction (rendering is slow), stored inside it with the PAID step: a server killed the moment
  // after the step commits has stored the receipt too (the drill found one lost that way), and delivery follows.
  const receipt = receiptOwed(payment) ? await receiptMessage({ ...payment, paidAt }) : null;
  const step = await db.$transaction(async (tx) => {
    const booking = payment.bookingId ? await lockBookingForPayment(tx, payment.bookingId) : null;
    const refundReason =
      booking && (booking.status !== "NEW" || booking.archived) ? await whyNotPayable(tx, booking, payment.id) : null;
    const [row] = await tx.$queryRaw<{ status: string }[]>`
      UPDATE "Payment" SET "status" = ${refundReason ? "NEEDS_REFUND" : "PAID"}::"PaymentStatus", "refundReason" = ${refundReason},
        "paidAt" = ${paidAt}, "providerData" = ${JSON.stringify(transaction)}::jsonb, "updatedAt" = now()
      WHERE "id" = ${payment.id} AND "status" IN ('PENDING', 'ABANDONED') RETURNING "status"::text AS "status"`;
    if (!row) return null;
    if (booking && !refundReason) await markBookingPaid(tx, booking.id);
    const stored = receipt && !refundReason ? await storeReceipt(tx, payment.id, receipt) : null;
    return { status: row.status, stored };
  });
  if (!step) {
    const now = await db.payment.findUnique({ where: { id: payment.id }, select: { status: true } });
    return { outcome: "settled", reference, bookingId: payment.bookingId, status: now?.status ?? "PAID" };
  }
  if (step.status === "NEEDS_REFUND") {
    await alertAdminsToRefund(payment.id);
    return { outcome: "needs-refund", reference, bookingId: payment.bookingId };
  }
  if (step.stored) await deliverEmail(step.stored);
  return { outcome: "paid", reference, bookingId: payment.bookingId };
}

/** Why money for this booking must go back: it is deleted, paid (by which payment), cancelled or refunded already. */
async function whyNotPayable(
  tx: Prisma.TransactionClient,
  booking: BookingUnderLock,
  paymentId: string,
): Promise<string> {
  if (booking.archived) return "The booking was deleted before this payment arrived.";
  if (booking.status === "CANCELLED") return "The booking was cancelled before this payment arrived.";
  if (booking.status === "REFUNDED") return "The booking was refunded before this payment arrived.";
  const paid = await tx.payment.findFirst({
    where: { bookingId: booking.id, id: { not: paymentId }, status: { in: ["PAID", "PARTIALLY_REFUNDED"] } },
    select: { reference: true },
    orderBy: { paidAt: "asc" },
  });
  return paid ? `The booking was already paid by ${paid.reference}.` : "The booking was already paid.";
}
