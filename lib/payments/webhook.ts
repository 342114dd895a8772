// Paystack's webhook, after the route has checked its signature: bodies are recorded by hash, so a replay changes
// nothing; charge.success confirms a payment (or records one the old client started in the browser) and refund events
// settle refunds.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { recordBrowserPayment } from "@/lib/payments/browser-payments";
import { confirmPayment } from "@/lib/payments/confirm";
import { settleRefund } from "@/lib/payments/refunds";
import { isBrowserReference, PAYMENT_REFERENCE } from "@/lib/payments/schema";

type WebhookBody = { event?: unknown; data?: Record<string, unknown> };
export type WebhookOutcome = "replay" | "ignored" | "malformed" | string;

/** An event taken up but never finished after this long (the server died mid-way) may be taken up again. */
const STALLED_EVENT = "5 minutes";

/**
 * One signed webhook body (the route checked the signature). Recorded by its hash first, so a replay of the same body
 * is recognised and does nothing, unless its processing failed (outcome "error", e.g. Verify could not reach Paystack)
 * or stalled: then this delivery takes it up again (one claim per delivery, in the upsert). charge.success confirms the
 * payment (Verify Transaction decides) and refund events settle the refund. What a lost event leaves open, the
 * reconciliation job (reconcilePayments) confirms.
 */
export async function handlePaystackEvent(rawBody: Uint8Array): Promise<WebhookOutcome> {
  let body: WebhookBody;
  try {
    body = JSON.parse(new TextDecoder().decode(rawBody)) as WebhookBody;
  } catch {
    return "malformed";
  }
  const event = typeof body.event === "string" ? body.event.slice(0, 60) : "";
  const data = body.data && typeof body.data === "object" ? body.data : {};
  const reference = referenceOf(data);
  const bodyHash = createHash("sha256").update(rawBody).digest("hex");
  const [recorded] = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "PaymentWebhookEvent" ("id", "bodyHash", "event", "reference")
    VALUES (${randomBytes(12).toString("hex")}, ${bodyHash}, ${event}, ${reference})
    ON CONFLICT ("bodyHash") DO UPDATE SET
      "outcome" = NULL, "processedAt" = NULL, "receivedAt" = now(), "attempts" = "PaymentWebhookEvent"."attempts" + 1
    WHERE "PaymentWebhookEvent"."outcome" = 'error'
       OR ("PaymentWebhookEvent"."processedAt" IS NULL AND "PaymentWebhookEvent"."receivedAt" < now() - ${STALLED_EVENT}::interval)
    RETURNING "id"`;
  if (!recorded) return "replay";
  let outcome: string;
  try {
    if (event === "charge.success" && reference) {
      outcome = PAYMENT_REFERENCE.test(reference)
        ? (await confirmPayment(reference)).outcome
        : await recordBrowserPayment(reference);
    } else if (event.startsWith("refund.")) outcome = await settleRefund(data, reference);
    else outcome = "ignored";
  } catch (error) {
    // Paystack retries an event until it is answered 200; we answered already, so a failure is logged, the event is
    // marked "error" (taken up again if it is delivered again) and the payment stays PENDING: the payer's return to the
    // callback, a new delivery or the reconciliation job confirms it.
    console.error(`paystack ${event} ${reference ?? ""} failed`, error);
    outcome = "error";
  }
  await db.paymentWebhookEvent.update({ where: { id: recorded.id }, data: { outcome, processedAt: new Date() } });
  return outcome;
}

function referenceOf(data: Record<string, unknown>): string | null {
  const transaction = data.transaction as { reference?: unknown } | undefined;
  const candidates = [data.reference, data.transaction_reference, transaction?.reference];
  const strings = candidates.filter((c): c is string => typeof c === "string");
  // Ours first, as before; then one Paystack made for a payment started in the browser (refunds of those settle too).
  return strings.find((c) => PAYMENT_REFERENCE.test(c)) ?? strings.find(isBrowserReference) ?? null;
}
