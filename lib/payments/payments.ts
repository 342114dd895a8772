// Payments with Paystack. The server decides the amount (a booking's price snapshot, or a checked custom amount),
// generates the reference, and marks a payment PAID only after Verify Transaction reports success for exactly that
// reference, amount and currency. The PENDING → PAID step is one guarded UPDATE, so the callback, the webhook, both,
// in any order and any number of times, fulfil a payment once, and only the call that made the step sends the receipt.
// A booking has one open checkout at a time (a new start is given the open one) and is paid by one payment at most:
// money that arrives for a booking that cannot take it (paid by another payment, cancelled) is recorded as
// NEEDS_REFUND, shown to admins and emailed to them. Webhook bodies are recorded by hash: a replay changes nothing.
// Refunds are reserved under a lock on the payment, asked of Paystack and applied when its refund events arrive (and
// are confirmed by Fetch Refund). Payments the old client started in the browser, with a reference Paystack made, are
// recorded when their charge.success arrives (recordBrowserPayment).
import "server-only";
import { touchColumns, type Touches } from "@/lib/analytics";
import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db";
import { recordActivity, type Actor } from "@/lib/activity";
import { lockBookingForPayment, markBookingPaid, markBookingRefunded } from "@/lib/bookings";
import { alertAdminsToRefund } from "@/lib/payments/to-refund";
import type { BookingStatusName } from "@/lib/bookings";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { Prisma, type EmailMessage } from "@/lib/generated/prisma/client";
import { deliverEmail, renderEmail, storeEmail } from "@/lib/email";
import { PaymentReceiptEmail } from "@/lib/email";
import { formatDateTime, formatNaira } from "@/lib/core/format";
import {
  createRefund,
  fetchRefund,
  initializeTransaction,
  verifyTransaction,
  type Refund,
  type Transaction,
} from "@/lib/payments/paystack";
import { browserPayerOf, isBrowserReference, PAYMENT_REFERENCE, type PaymentStartValues } from "@/lib/payments/schema";

export const BOOKING_NOT_FOUND = "Booking not found.";
export const BOOKING_ALREADY_PAID = "This booking has already been paid for.";
export const BOOKING_CANCELLED = "This booking was cancelled, so it cannot be paid for. Please contact us.";
export const BOOKING_NOT_PAYABLE = "This booking cannot be paid for online. Please contact us.";
export const PAYMENT_NOT_FOUND = "Payment not found.";
export const REFUND_NOT_ALLOWED = "Only a paid payment can be refunded.";
export const REFUND_TOO_LARGE = "The refund cannot be more than what is left of the payment.";

export type StartedPayment = {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  amountKobo: number;
  currency: "NGN";
};

/** A booking as lockBookingForPayment read it, its row locked until the transaction ends. */
type BookingUnderLock = NonNullable<Awaited<ReturnType<typeof lockBookingForPayment>>>;

/** The statuses a verification may still move to PAID. */
const OPEN: string[] = ["PENDING", "ABANDONED"];
/** A PENDING payment this old is marked ABANDONED by the nightly purge (it can still be confirmed later). */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

const newReference = () => `MNB-${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;

/** Why a booking in this status takes no payment (paid or cancelled), or null when it can (NEW). */
const refusalFor = (status: BookingStatusName) =>
  status === "NEW" ? null : status === "CANCELLED" ? BOOKING_CANCELLED : BOOKING_ALREADY_PAID;

/** The booking to pay, locked for the rest of the transaction; refused if it is unknown, paid, cancelled or unpriced. */
async function lockBookingToPay(tx: Prisma.TransactionClient, bookingId: string) {
  const booking = await lockBookingForPayment(tx, bookingId);
  if (!booking || booking.archived) throw new AppError("not_found", BOOKING_NOT_FOUND);
  const refused = refusalFor(booking.status);
  if (refused) throw new AppError("conflict", refused);
  if (!booking.priceKobo) throw new AppError("unprocessable_entity", BOOKING_NOT_PAYABLE);
  return { ...booking, priceKobo: booking.priceKobo };
}

/** A booking's open checkout is offered again for this long: after it the nightly purge calls it ABANDONED. */
const OPEN_CHECKOUT_MS = ABANDON_AFTER_MS;
/** Paystack's Initialize call (10 s at most) runs inside a booking payment's transaction. */
const START_TIMEOUT_MS = 15_000;

type NewPayment = {
  input: PaymentStartValues;
  userId: string | null;
  amountKobo: number;
  booking: BookingUnderLock | null;
  /** Where the payer's visits came from; a booking's own touches are kept instead when it has them. */
  touches: Touches | null;
};

/**
 * Writes the PENDING row and initialises its Paystack transaction, storing its access code and checkout address. If
 * Paystack refuses or cannot be reached the row is removed again (inside a transaction, the rollback does it too).
 */
async function initialisePayment(
  tx: Prisma.TransactionClient,
  { input, userId, amountKobo, booking, touches }: NewPayment,
): Promise<StartedPayment> {
  const booked = booking
    ? await tx.booking.findUnique({ where: { id: booking.id }, select: { firstTouch: true, lastTouch: true } })
    : null;
  const payment = await tx.payment.create({
    data: {
      reference: newReference(),
      amountKobo,
      currency: "NGN",
      status: "PENDING",
      name: input.name,
      email: input.email,
      message: input.message,
      bookingId: booking?.id ?? null,
      userId,
      ...(booked?.firstTouch
        ? { firstTouch: booked.firstTouch, lastTouch: booked.lastTouch ?? booked.firstTouch }
        : touchColumns(touches)),
    },
    select: { id: true, reference: true },
  });
  const started = await initializeTransaction({
    email: input.email,
    amountKobo,
    reference: payment.reference,
    currency: "NGN",
    callbackUrl: `${env.siteUrl}/payment/callback`,
    metadata: {
      name: input.name,
      bookingMessage: input.message ?? "",
      ...(booking ? { bookingId: booking.id, service: booking.service } : {}),
    },
  }).catch(async (error: unknown) => {
    await tx.payment.delete({ where: { id: payment.id } }).catch(() => {});
    throw error;
  });
  await tx.payment.update({
    where: { id: payment.id },
    data: { accessCode: started.access_code, authorizationUrl: started.authorization_url },
  });
  return {
    reference: payment.reference,
    accessCode: started.access_code,
    authorizationUrl: started.authorization_url,
    amountKobo,
    currency: "NGN",
  };
}

/**
 * Starts a payment: a custom amount, or a booking's price. If Paystack refuses or cannot be reached, nothing is left
 * behind. A booking has one open checkout at a time: its row is locked while we look for a PENDING payment younger than
 * a day started with the same email, which is given again (same reference and checkout; its name and message stand),
 * and, finding none, while the new one is initialised (Paystack's call holds a connection, for a booking's start only),
 * so a double click, a second tab or a return to the page cannot open a second charge. Another email gets a new
 * checkout (Paystack's shows the payer's email, so it is never handed to someone else) and the booking's other open
 * ones become ABANDONED: still confirmed if their payer completes them, when the one-payment rule of confirmPayment
 * decides. A paid or cancelled booking is refused (409).
 */
export async function startPayment(
  input: PaymentStartValues,
  userId: string | null,
  touches: Touches | null = null,
): Promise<StartedPayment> {
  const bookingId = input.bookingId;
  if (!bookingId)
    return initialisePayment(db, { input, userId, amountKobo: input.amountKobo!, booking: null, touches });
  return db.$transaction(
    async (tx) => {
      const booking = await lockBookingToPay(tx, bookingId);
      const open = await tx.payment.findFirst({
        where: {
          bookingId,
          status: "PENDING",
          createdAt: { gt: new Date(Date.now() - OPEN_CHECKOUT_MS) },
          accessCode: { not: null },
          authorizationUrl: { not: null },
        },
        select: { reference: true, email: true, accessCode: true, authorizationUrl: true, amountKobo: true },
        orderBy: { createdAt: "desc" },
      });
      if (open && open.email.toLowerCase() === input.email.toLowerCase() && open.amountKobo === booking.priceKobo) {
        return {
          reference: open.reference,
          accessCode: open.accessCode!,
          authorizationUrl: open.authorizationUrl!,
          amountKobo: open.amountKobo,
          currency: "NGN" as const,
        };
      }
      await tx.payment.updateMany({ where: { bookingId, status: "PENDING" }, data: { status: "ABANDONED" } });
      return initialisePayment(tx, { input, userId, amountKobo: booking.priceKobo, booking, touches });
    },
    { timeout: START_TIMEOUT_MS },
  );
}

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

const paidAtOf = (transaction: Transaction) =>
  transaction.paid_at && !Number.isNaN(Date.parse(transaction.paid_at)) ? new Date(transaction.paid_at) : new Date();

/** The largest amount a Payment row holds (an int4 of kobo, ₦21.4m). */
const MAX_KOBO = 2_147_483_647;

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
    amount > MAX_KOBO ||
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
const receiptOwed = (payment: { currency: string; email: string }) =>
  payment.currency === "NGN" && payment.email !== "";

const receiptMessage = (payment: ReceiptFacts) => {
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
async function storeReceipt(
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
      booking: { select: { service: true, name: true } },
    },
    orderBy: { paidAt: "desc" },
    take: UNBOOKED_PAYMENTS_SHOWN,
  });
  return rows.map(({ booking, ...p }) => ({
    ...p,
    source: booking
      ? `Deleted booking: ${booking.service} for ${booking.name}`
      : PAYMENT_REFERENCE.test(p.reference)
        ? "Payment page"
        : "Paid in the browser (Paystack reference)",
    paidAt: p.paidAt?.toISOString() ?? null,
  }));
}

// ─── Webhook ──────────────────────────────────────────────────────────────────────────────────────────────────────

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

// ─── Refunds ──────────────────────────────────────────────────────────────────────────────────────────────────────

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
async function settleRefund(data: Record<string, unknown>, reference: string | null): Promise<string> {
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
      await tx.payment.update({
        where: { id: payment.id },
        data: { refundedKobo: refunded, status: full ? "REFUNDED" : owed ? "NEEDS_REFUND" : "PARTIALLY_REFUNDED" },
      });
      if (full && !owed && payment.bookingId) await markBookingRefunded(tx, payment.bookingId);
      return "refunded";
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted },
  );
}
