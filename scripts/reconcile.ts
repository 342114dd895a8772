// npm run db:reconcile: the hourly payment reconciliation run once by hand (lib/payments/reconcile.ts). Needs
// DATABASE_URL and PAYSTACK_SECRET_KEY. Run with `tsx --conditions=react-server` so `import "server-only"` is a no-op.
import { db } from "@/lib/db";
import { reconcilePayments } from "@/lib/payments/reconcile";

try {
  const report = await reconcilePayments();
  console.log(
    `▸ Reconciled ${report.checked} open payment(s): ${report.confirmed} confirmed, ${report.toRefund} to refund (their booking could not take them), ${report.stillOpen} still open, ${report.failed} could not be checked; ${report.receipts} missing receipt(s) sent`,
  );
  const old = report.imported;
  if (old.checked || old.failed)
    console.log(
      `▸ Old site's payments asked of Paystack: ${old.confirmed} confirmed, ${old.unconfirmed} not confirmed, ${old.failed} could not be checked`,
    );
  if (report.failed > 0 || report.imported.failed > 0) process.exitCode = 1;
} catch (error) {
  console.error("Reconciliation failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
