// Refunds: reserved under a lock on the payment, asked of Paystack and applied when its refund events arrive (and are
// confirmed by Fetch Refund).
import "server-only";
import { db } from "@/lib/db";
import { recordActivity, type Actor } from "@/lib/activity";
import { markBookingRefunded } from "@/lib/bookings";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatNaira } from "@/lib/core/format";
import { PAYMENT_NOT_FOUND } from "@/lib/payments/payments";
import { createRefund, fetchRefund, type Refund } from "@/lib/payments/paystack";

export const REFUND_NOT_ALLOWED = "Only a paid payment can be refunded.";
export const REFUND_TOO_LARGE = "The refund cannot be more than what is left of the payment.";

/** The statuses whose money can be given back (NEEDS_REFUND: money a booking could not take). */
const REFUNDABLE = ["PAID", "PARTIALLY_REFUNDED", "NEEDS_REFUND"];

/**
 * Admin: asks Paystack to refund all (no amount) or part of a paid payment; applied when the refund event arrives.
 * The refund is reserved first — a PENDING row written while the payment's row is locked (SELECT … FOR UPDATE), after
 * the "amount left" check that counts every PENDING reservation — so two refunds asked at once cannot both pass the
 * check. Paystack is called after the lock is released; if it refuses or cannot be reached, the reservation is marked
 * FAILED and its amount is free again.
 */
export async function requestRefund(actor: Actor, paymentId: string, amountKobo: number | null) {
  const reserved = await db.$transaction(async (tx) => {
    const [payment] = await tx.$queryRaw<
      { id: string; reference: string; status: string; amountKobo: number; refundedKobo: number }[]
    >`
      SELECT "id", "reference", "status"::text AS "status", "amountKobo", "refundedKobo" FROM "Payment" WHERE "id" = ${paymentId} FOR UPDATE`;
    if (!payment) throw new AppError("not_found", PAYMENT_NOT_FOUND);
    if (!REFUNDABLE.includes(payment.status)) throw new AppError("conflict", REFUND_NOT_ALLOWED);
    const pending = await tx.paymentRefund.aggregate({
      where: { paymentId, status: "PENDING" },
      _sum: { amountKobo: true },
    });
    const left = payment.amountKobo - payment.refundedKobo - (pending._sum.amountKobo ?? 0);
    const amount = amountKobo ?? left;
    if (amount <= 0 || amount > left) throw new AppError("unprocessable_entity", REFUND_TOO_LARGE);
    const refund = await tx.paymentRefund.create({
      data: { paymentId, amountKobo: amount, status: "PENDING", requestedById: actor.id },
      select: { id: true },
    });
    return { id: refund.id, amount, payment };
  });
  const { payment, amount } = reserved;
  let providerRefundId: string;
  try {
    providerRefundId = String(
      (await createRefund(payment.reference, amount === payment.amountKobo ? undefined : amount)).id,
    );
  } catch (error) {
    await db.paymentRefund.update({ where: { id: reserved.id }, data: { status: "FAILED" } });
    throw error;
  }
  return db.$transaction(async (tx) => {
    // Paystack's event for this refund may have been first (settleRefund recorded it by its id): that row stands.
    const settled = await tx.paymentRefund.findUnique({
      where: { providerRefundId },
      select: { id: true, amountKobo: true, status: true, providerRefundId: true },
    });
    if (settled) await tx.paymentRefund.delete({ where: { id: reserved.id } });
    const refund =
      settled ??
      (await tx.paymentRefund.update({
        where: { id: reserved.id },
        data: { providerRefundId },
        select: { id: true, amountKobo: true, status: true, providerRefundId: true },
      }));
    await recordActivity(tx, actor, {
      action: "UPDATE",
      type: "payment",
      recordId: payment.id,
      summary: `Refund of ${formatNaira(amount)} requested for ${payment.reference}`,
    });
    return refund;
  });
}

/**
 * A refund event: the refund is looked up with Paystack (Fetch Refund) and applied once — PROCESSED adds its amount
 * to the payment's refunded total (REFUNDED when all of it, else PARTIALLY_REFUNDED; a fully refunded booking becomes
 * REFUNDED) — guarded like the payment itself so a repeated event cannot count twice. A NEEDS_REFUND payment never
 * paid its booking: it stays NEEDS_REFUND until all of it is back (then REFUNDED), and its booking is left alone.
 */
export async function settleRefund(data: Record<string, unknown>, reference: string | null): Promise<string> {
  const id = data.id ?? data.refund_id;
  if ((typeof id !== "string" && typeof id !== "number") || !reference) return "ignored";
  const refund: Refund = await fetchRefund(String(id));
  const status = refund.status === "processed" ? "PROCESSED" : refund.status === "failed" ? "FAILED" : null;
  if (!status) return "refund-pending";
  return db.$transaction(
    async (tx) => {
      const [payment] = await tx.$queryRaw<
        { id: string; status: string; amountKobo: number; refundedKobo: number; bookingId: string | null }[]
      >`
      SELECT "id", "status"::text AS "status", "amountKobo", "refundedKobo", "bookingId" FROM "Payment" WHERE "reference" = ${reference} FOR UPDATE`;
      if (!payment) return "unknown";
      const existing = await tx.paymentRefund.findUnique({ where: { providerRefundId: String(id) } });
      if (existing && existing.status !== "PENDING") return "already-settled";
      const amount = existing?.amountKobo ?? refund.amount;
      if (existing) await tx.paymentRefund.update({ where: { id: existing.id }, data: { status } });
      // A refund made in Paystack's dashboard arrives here first: it is recorded as well.
      else
        await tx.paymentRefund.create({
          data: { paymentId: payment.id, amountKobo: amount, status, providerRefundId: String(id) },
        });
      if (status === "FAILED") return "refund-failed";
      const refunded = Math.min(payment.amountKobo, payment.refundedKobo + amount);
      const full = refunded >= payment.amountKobo;
      const owed = payment.status === "NEEDS_REFUND";
      // An old site's payment Paystack has not confirmed stays history (imported.ts): the refund is recorded, and no
      // status that counts as money is given to it.
      const imported = payment.status === "IMPORTED";
      await tx.payment.update({
        where: { id: payment.id },
        data: {
          refundedKobo: refunded,
          status: imported ? "IMPORTED" : full ? "REFUNDED" : owed ? "NEEDS_REFUND" : "PARTIALLY_REFUNDED",
        },
      });
      if (full && !owed && payment.bookingId) await markBookingRefunded(tx, payment.bookingId);
      return "refunded";
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted },
  );
}
