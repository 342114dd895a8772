// Receipts: a paid payment in naira with an email gets one, however many of the callback, the webhook and the
// reconciliation job confirm it. It is rendered before the PAID step and stored in the same transaction as the step
// (storeReceipt), and the call that made the step hands it to the transport after the commit.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db";
import type { EmailMessage, Prisma } from "@/lib/generated/prisma/client";
import { deliverEmail, renderEmail, storeEmail } from "@/lib/email";
import { PaymentReceiptEmail } from "@/lib/email";
import { formatDateTime, formatNaira } from "@/lib/core/format";

type ReceiptFacts = {
  reference: string;
  amountKobo: number;
  email: string;
  name: string;
  message: string | null;
  paidAt: Date | null;
  booking: { service: string } | null;
};

/** A receipt goes to a payment in naira with an address to write to. */
export const receiptOwed = (payment: { currency: string; email: string }) =>
  payment.currency === "NGN" && payment.email !== "";

export const receiptMessage = (payment: ReceiptFacts) => {
  const amount = formatNaira(payment.amountKobo);
  return renderEmail({
    to: payment.email,
    subject: `Payment received: ${amount}`,
    template: "payment-receipt",
    element: createElement(PaymentReceiptEmail, {
      name: payment.name,
      amount,
      reference: payment.reference,
      paidAt: formatDateTime(payment.paidAt ?? new Date()),
      service: payment.booking?.service ?? null,
      message: payment.message,
    }),
  });
};

/**
 * Stores a payment's receipt and the mark that it was sent (receiptSentAt), in the caller's transaction: the one that
 * marks the payment paid, so no server killed in between leaves a paid payment without its receipt or a receipt twice.
 * Null when the payment is marked already (a second caller). Hand the row to deliverEmail after the commit; a row
 * whose delivery never ran (the server died right after the commit) is delivered by the reconciliation job.
 */
export async function storeReceipt(
  tx: Prisma.TransactionClient,
  paymentId: string,
  message: Prisma.EmailMessageCreateInput,
): Promise<EmailMessage | null> {
  const claimed = await tx.payment.updateMany({
    where: { id: paymentId, receiptSentAt: null },
    data: { receiptSentAt: new Date() },
  });
  return claimed.count ? storeEmail(tx, message) : null;
}

/**
 * The receipt of a payment marked paid without one (paid before receipts were stored with the step): the
 * reconciliation job's. Answers whether this call stored it.
 */
export async function sendReceipt(paymentId: string): Promise<boolean> {
  const payment = await db.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: { booking: { select: { service: true } } },
  });
  if (payment.receiptSentAt || !receiptOwed(payment)) return false;
  const message = await receiptMessage(payment);
  const record = await db.$transaction((tx) => storeReceipt(tx, paymentId, message));
  if (record) await deliverEmail(record);
  return Boolean(record);
}
