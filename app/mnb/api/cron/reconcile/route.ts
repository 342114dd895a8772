// GET /mnb/api/cron/reconcile – verify every PENDING or ABANDONED payment younger than a week with Paystack again and
// confirm the ones it reports paid, once each (lib/payments/reconcile.ts); hourly (cron: Bearer CRON_SECRET)
import { withCron } from "@/lib/api/handler";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { otherMethods } from "@/lib/api/not-allowed";

/** Vercel stops a function after this many seconds (Hobby allows up to 300); the senders stop 15 s before it. */
export const maxDuration = 60;

export const GET = withCron(async () => ({
  message: "Open payments reconciled.",
  reconciled: await reconcilePayments(),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/reconcile");
