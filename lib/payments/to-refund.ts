// Payments to refund: money that arrived for a booking that could not take it (already paid by another payment,
// cancelled, refunded) is recorded NEEDS_REFUND by confirmPayment instead of paying the booking twice. Admins are
// emailed once, when it happens, and see every such payment on Manage Bookings and its count on the Overview until
// it is refunded in full.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { sendEmail } from "@/lib/email";
import { PaymentToRefundEmail } from "@/lib/email";
import { formatDateTime, formatNaira } from "@/lib/core/format";

/** Where admins review them: the Manage Bookings card. */
export const PAYMENTS_TO_REFUND_PATH = "/admin-dashboard/bookings#payments-to-refund";

export type PaymentToRefundDto = {
  id: string;
  reference: string;
  amountKobo: number;
  refundedKobo: number;
  pendingRefundKobo: number;
  name: string;
  email: string;
  paidAt: string | null;
  reason: string;
  booking: { id: string; service: string; name: string } | null;
};

/** Admin: every payment still owed back (NEEDS_REFUND), oldest first, with what is already asked of Paystack. */
export async function listPaymentsToRefund(): Promise<PaymentToRefundDto[]> {
  const rows = await db.payment.findMany({
    where: { status: "NEEDS_REFUND" },
    select: {
      id: true,
      reference: true,
      amountKobo: true,
      refundedKobo: true,
      name: true,
      email: true,
      paidAt: true,
      refundReason: true,
      booking: { select: { id: true, service: true, name: true, archivedAt: true } },
      refunds: { where: { status: "PENDING" }, select: { amountKobo: true } },
    },
    orderBy: { paidAt: "asc" },
    take: 100,
  });
  // A deleted booking's row is only archived (lib/bookings/bookings.ts): to the admin it is "(deleted)" like an erased one.
  return rows.map(({ refunds, refundReason, paidAt, booking, ...p }) => ({
    ...p,
    booking: booking && !booking.archivedAt ? { id: booking.id, service: booking.service, name: booking.name } : null,
    paidAt: paidAt?.toISOString() ?? null,
    reason: refundReason ?? "",
    pendingRefundKobo: refunds.reduce((sum, r) => sum + r.amountKobo, 0),
  }));
}

/** Emails every admin about one payment to refund; called once, by the call that recorded it. Never throws. */
export async function alertAdminsToRefund(paymentId: string): Promise<void> {
  try {
    const [payment, admins] = await Promise.all([
      db.payment.findUniqueOrThrow({
        where: { id: paymentId },
        select: {
          reference: true,
          amountKobo: true,
          name: true,
          email: true,
          paidAt: true,
          refundReason: true,
          booking: { select: { service: true, name: true } },
        },
      }),
      db.user.findMany({ where: { role: "ADMIN" }, select: { email: true } }),
    ]);
    const amount = formatNaira(payment.amountKobo);
    const element = createElement(PaymentToRefundEmail, {
      amount,
      reference: payment.reference,
      reason: payment.refundReason ?? "",
      payer: `${payment.name || "(no name)"} <${payment.email}>, ${formatDateTime(payment.paidAt ?? new Date())}`,
      booking: payment.booking ? `${payment.booking.service} (booked by ${payment.booking.name})` : null,
      reviewUrl: `${env.siteUrl}${PAYMENTS_TO_REFUND_PATH}`,
    });
    for (const { email } of admins) {
      await sendEmail({
        to: email,
        subject: `Payment to refund: ${amount} (${payment.reference})`,
        template: "payment-to-refund",
        element,
      });
    }
  } catch (error) {
    // The payment is recorded and listed for admins whatever happens to the email.
    console.error(`payment ${paymentId}: the admins' refund alert failed`, error);
  }
}
