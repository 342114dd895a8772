// The reconciliation job: a payment whose webhook was lost (Paystack or the way to it down while it was processed, the
// server restarted mid-way) must not stay unpaid while the payer has paid. Every PENDING or ABANDONED payment of ours
// younger than a week is verified with Paystack again, and the ones it reports paid are confirmed through the same
// exactly-once path as the callback and the webhook (confirmPayment: one PAID step, one receipt).
// It also delivers messages stored with their write whose server died before handing them over (a receipt is stored in
// the transaction that marks its payment paid), and sends the receipts of payments paid before that was so. And it asks
// Paystack about a few payments brought from the old site (imported.ts), so they are confirmed even if the import's
// own --verify-payments was never run.
// GET /mnb/api/cron/reconcile (hourly, vercel.json) and `npm run db:reconcile` run it.
import "server-only";
import { db } from "@/lib/db";
import { deliverStrandedEmails } from "@/lib/email";
import { confirmPayment } from "./confirm";
import { verifyImportedPayments, type ImportedVerification } from "./imported";
import { sendReceipt } from "./receipts";

/** Payments older than this are left alone (Paystack's own abandoned checkouts expire long before). */
export const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many payments per run, oldest first (a flood of started checkouts cannot make one run endless). */
export const RECONCILE_BATCH = 200;
/** Verify calls in flight at once. */
const CONCURRENCY = 4;
/** Imported payments asked about per run: a run stays short, and a whole old history is through in a few days. */
export const IMPORTED_PER_RUN = 50;
/** A stored message (or a missing receipt) is its own call's to deliver for this long; after it, the job's. */
export const RECEIPT_GRACE_MS = 5 * 60 * 1000;

/** `toRefund`: paid at Paystack for a booking that could not take it (paid already, cancelled): recorded NEEDS_REFUND. */
/** `receipts`: receipts sent now for payments paid without one; `stranded`: stored messages delivered now. */
export type ReconcileReport = {
  checked: number;
  confirmed: number;
  toRefund: number;
  stillOpen: number;
  failed: number;
  receipts: number;
  stranded: number;
  imported: ImportedVerification;
};

export async function reconcilePayments(now = new Date()): Promise<ReconcileReport> {
  const open = await db.payment.findMany({
    where: {
      status: { in: ["PENDING", "ABANDONED"] },
      createdAt: { gte: new Date(now.getTime() - RECONCILE_WINDOW_MS) },
    },
    select: { reference: true },
    orderBy: { createdAt: "asc" },
    take: RECONCILE_BATCH,
  });
  const report: ReconcileReport = {
    checked: 0,
    confirmed: 0,
    toRefund: 0,
    stillOpen: 0,
    failed: 0,
    receipts: 0,
    stranded: 0,
    imported: { checked: 0, confirmed: 0, unconfirmed: 0, failed: 0 },
  };
  const queue = open.map((p) => p.reference);
  const worker = async () => {
    for (let reference = queue.shift(); reference; reference = queue.shift()) {
      report.checked++;
      try {
        const result = await confirmPayment(reference);
        if (result.outcome === "paid") report.confirmed++;
        else if (result.outcome === "needs-refund") report.toRefund++;
        else if (result.outcome !== "settled") report.stillOpen++;
      } catch (error) {
        // Paystack unreachable, or a reference it does not know: the next run asks again.
        report.failed++;
        console.error(`reconcile ${reference} failed`, error instanceof Error ? error.message : error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.receipts = await sendMissingReceipts(now);
  report.stranded = await deliverStrandedEmails(new Date(now.getTime() - RECEIPT_GRACE_MS));
  report.imported = await verifyImportedPayments(IMPORTED_PER_RUN, now);
  return report;
}

/**
 * Receipts the confirming call never stored: paid (in naira, with an address to write to) over RECEIPT_GRACE_MS ago
 * and not marked as receipted. sendReceipt's claim makes a race with a late confirming call send one receipt.
 */
async function sendMissingReceipts(now: Date): Promise<number> {
  const missing = await db.payment.findMany({
    where: {
      status: { in: ["PAID", "PARTIALLY_REFUNDED"] },
      receiptSentAt: null,
      currency: "NGN",
      email: { not: "" },
      updatedAt: { lte: new Date(now.getTime() - RECEIPT_GRACE_MS) },
      createdAt: { gte: new Date(now.getTime() - RECONCILE_WINDOW_MS) },
    },
    select: { id: true },
    take: RECONCILE_BATCH,
  });
  let sent = 0;
  for (const { id } of missing) if (await sendReceipt(id)) sent++;
  return sent;
}
