// Starting a payment with Paystack. The server decides the amount (a booking's price snapshot, or a checked custom
// amount) and generates the reference; the browser then resumes the transaction by its access code
// (paystack-checkout.ts) and confirm.ts marks it PAID on what Paystack reports. A booking has one open checkout at a
// time (a new start is given the open one).
import "server-only";
import { touchColumns, type Touches } from "@/lib/analytics";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { lockBookingForPayment } from "@/lib/bookings";
import type { BookingStatusName } from "@/lib/bookings";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { initializeTransaction } from "@/lib/payments/paystack";
import type { PaymentStartValues } from "@/lib/payments/schema";

export const BOOKING_NOT_FOUND = "Booking not found.";
export const BOOKING_ALREADY_PAID = "This booking has already been paid for.";
export const BOOKING_CANCELLED = "This booking was cancelled, so it cannot be paid for. Please contact us.";
export const BOOKING_NOT_PAYABLE = "This booking cannot be paid for online. Please contact us.";

export type StartedPayment = {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  amountKobo: number;
  currency: "NGN";
};

/** A booking as lockBookingForPayment read it, its row locked until the transaction ends. */
export type BookingUnderLock = NonNullable<Awaited<ReturnType<typeof lockBookingForPayment>>>;

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
