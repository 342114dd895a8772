// Payments as they are read: where one stands, for the page that started it, and the payments admins see that belong
// to no booking. Starting, confirming, receipts, the webhook and refunds have files of their own beside this one.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { PAYMENT_REFERENCE } from "@/lib/payments/schema";

export const PAYMENT_NOT_FOUND = "Payment not found.";

/** A payment's status for the page that started it (by its reference, which only the payer was given). */
export async function paymentStatus(reference: string) {
  if (!PAYMENT_REFERENCE.test(reference)) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  const payment = await db.payment.findUnique({
    where: { reference },
    select: { reference: true, status: true, amountKobo: true, currency: true, bookingId: true, paidAt: true },
  });
  if (!payment) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  return { ...payment, paidAt: payment.paidAt?.toISOString() ?? null };
}

export type UnbookedPaymentDto = {
  id: string;
  reference: string;
  source: string;
  /** Brought from the old site (and, being listed here, confirmed with Paystack). */
  imported: boolean;
  status: string;
  amountKobo: number;
  currency: string;
  refundedKobo: number;
  name: string;
  email: string;
  message: string | null;
  paidAt: string | null;
};
export const UNBOOKED_PAYMENTS_SHOWN = 20;

/**
 * Admin: the newest payments received for no booking (custom amounts from the payment page, payments the old client
 * started in the browser, and those of a deleted booking, kept archived for the books), so money that belongs to no
 * listed booking is still seen and can be refunded. Only what the table shows.
 */
export async function listUnbookedPayments(): Promise<UnbookedPaymentDto[]> {
  const rows = await db.payment.findMany({
    where: { paidAt: { not: null }, OR: [{ bookingId: null }, { booking: { archivedAt: { not: null } } }] },
    select: {
      id: true,
      reference: true,
      status: true,
      amountKobo: true,
      currency: true,
      refundedKobo: true,
      name: true,
      email: true,
      message: true,
      paidAt: true,
      importedAt: true,
      booking: { select: { service: true, name: true } },
    },
    orderBy: { paidAt: "desc" },
    take: UNBOOKED_PAYMENTS_SHOWN,
  });
  return rows.map(({ booking, importedAt, ...p }) => ({
    ...p,
    source: booking
      ? `Deleted booking: ${booking.service} for ${booking.name}`
      : importedAt
        ? "The old site (confirmed with Paystack)"
        : PAYMENT_REFERENCE.test(p.reference)
          ? "Payment page"
          : "Paid in the browser (Paystack reference)",
    imported: importedAt !== null,
    paidAt: p.paidAt?.toISOString() ?? null,
  }));
}
