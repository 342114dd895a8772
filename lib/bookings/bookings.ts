// Bookings: a visitor books one of the catalog's offers with a file (image or audio), and the price is the offer's promo
// price at that moment (`priceKobo`), whatever the client sends; the payment page charges that snapshot. The file is
// uploaded first (POST /bookings/files) into private storage and named by the booking; it is only ever read through
// bookingFile(), whose route lets the booking's owner and admins in (bookingOwner). Bookings are private, so nothing here is cached.
// A deleted booking that money was paid for is archived rather than erased: kept for the books, so the reports' "N
// bookings" stays beside its payments' naira, and treated everywhere else as gone (`listed`).
import "server-only";
import { touchColumns, type Touches } from "@/lib/analytics";
import { createElement } from "react";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/activity";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendEmail } from "@/lib/email";
import { BookingConfirmationEmail } from "@/lib/email";
import { BookingDeliveredEmail } from "@/lib/email";
import { formatDateTime, formatNaira } from "@/lib/core/format";
import { lagosDayRange } from "@/lib/core/lagos-time";
import { refusedStep, type BookingStatusName } from "@/lib/bookings/status";
import { bringsFile } from "@/lib/storage";
import { deletePrivateFile, readPrivateFile, storePrivateUpload } from "@/lib/storage/private";
import { fetchRemoteFile, isAllowedRemote, type RemoteFilePolicy } from "@/lib/storage/remote";
import { BOOKINGS_PAGE_SIZE, type BookingValues } from "@/lib/bookings/schema";
import { BOOKING_FILE_REQUIRED } from "@/lib/bookings/copy";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText, equalsIgnoringCase } from "@/lib/db/text-match";

export const BOOKING_NOT_FOUND = "Booking not found.";
export const UNKNOWN_SERVICE = "Please choose one of our services.";
export const FILE_NOT_USABLE = "The uploaded file was not found. Please upload it again.";
export const FILE_NOT_YOURS = "You can only open files of your own bookings.";
export const BOOKING_CHANGED = "This booking was changed meanwhile. Please reload and try again.";
/** An uploaded file must be booked within a day; after that it is purged (purgeUnusedBookingFiles). */
export const UNUSED_FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** GET /getAllBookings without ?page answers one list; like every list it is capped. */
export const MAX_BOOKINGS = 500;
const FILE_PURPOSE = "booking-file";

/** The bookings that exist for every list, page and call: all but the archived ones (deleteBooking). */
const listed = { archivedAt: null } satisfies Prisma.BookingWhereInput;

const bookingSelect = {
  id: true,
  name: true,
  email: true,
  service: true,
  message: true,
  dateTime: true,
  priceKobo: true,
  status: true,
  deliveredAt: true,
  createdAt: true,
  file: { select: { contentType: true, size: true } },
  payments: {
    select: { id: true, reference: true, status: true, amountKobo: true, refundedKobo: true, paidAt: true },
    orderBy: { createdAt: "desc" },
    take: 5,
  },
} satisfies Prisma.BookingSelect;
type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

export type BookingPaymentDto = {
  id: string;
  reference: string;
  status: string;
  amountKobo: number;
  refundedKobo: number;
  paidAt: string | null;
};
export type BookingDto = {
  _id: string;
  id: string;
  name: string;
  email: string;
  service: string;
  message: string;
  dateTime: string;
  priceKobo: number | null;
  status: BookingStatusName;
  deliveredAt: string | null;
  createdAt: string;
  /** The authorised route that serves the file (never a storage address), or null when the booking has none. */
  fileUrl: string | null;
  fileType: string | null;
  /** Newest first; the first one that is paid (or the newest) is the booking's payment. */
  payments: BookingPaymentDto[];
};
export type BookingPage = PageMeta & { bookings: BookingDto[] };

export const bookingFilePath = (id: string) => `/mnb/api/bookings/${id}/file`;

const toDto = ({ file, payments, dateTime, deliveredAt, createdAt, ...b }: BookingRow): BookingDto => ({
  ...b,
  _id: b.id,
  status: b.status as BookingStatusName,
  dateTime: dateTime.toISOString(),
  deliveredAt: deliveredAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
  fileUrl: file ? bookingFilePath(b.id) : null,
  fileType: file?.contentType ?? null,
  payments: payments.map((p) => ({ ...p, status: p.status as string, paidAt: p.paidAt?.toISOString() ?? null })),
});

// ─── Booking ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Stores the booking's file privately and records it (owned by the signed-in uploader, if any). The file is sent with
 * the form, or (Blob on, signed in or not) already uploaded straight to Blob as a private blob: then `value` is its
 * URL, checked like every direct upload.
 */
export async function uploadBookingFile(value: FormDataEntryValue | null, uploaderId: string | null) {
  const stored = bringsFile(value) ? await storePrivateUpload(value, FILE_PURPOSE) : null;
  if (!stored)
    throw new AppError("unprocessable_entity", BOOKING_FILE_REQUIRED, [
      { path: "file", message: BOOKING_FILE_REQUIRED },
    ]);
  try {
    const upload = await db.upload.create({
      data: {
        url: stored.url,
        pathname: stored.pathname,
        contentType: stored.contentType,
        size: stored.size,
        purpose: FILE_PURPOSE,
        uploadedById: uploaderId,
      },
      select: { id: true, contentType: true, size: true },
    });
    return upload;
  } catch (error) {
    await deletePrivateFile(stored.url);
    throw error;
  }
}

const legacyFilePolicy = (): RemoteFilePolicy => ({ hosts: env.legacyFileHosts, allowHttp: env.legacyFileAllowHttp });

/** Whether the old booking form's `fileUrl` names a file the server may fetch (a host in LEGACY_FILE_HOSTS). */
export const isLegacyBookingFile = (url: URL) => isAllowedRemote(url, legacyFilePolicy());

/**
 * The old booking form's file, uploaded to its own media host: fetched once (lib/storage/remote.ts), then stored and
 * recorded exactly like an upload of this visitor's (uploadBookingFile); the booking names it by the id returned.
 */
export async function importBookingFile(url: URL, uploaderId: string | null): Promise<string> {
  const bytes = await fetchRemoteFile(url, FILE_PURPOSE, legacyFilePolicy());
  const upload = await uploadBookingFile(new File([bytes as Uint8Array<ArrayBuffer>], "booking-file"), uploaderId);
  return upload.id;
}

const serviceIssue = () =>
  new AppError("unprocessable_entity", UNKNOWN_SERVICE, [{ path: "service", message: UNKNOWN_SERVICE }]);
const fileIssue = () =>
  new AppError("unprocessable_entity", FILE_NOT_USABLE, [{ path: "fileId", message: FILE_NOT_USABLE }]);

/**
 * Books an offer. The price is the offer's promo price now; the file must be a booking upload of the last day that
 * no booking uses yet and, when a signed-in visitor uploaded it, this same visitor's. The upload's row is locked while
 * the booking is written, so two bookings racing for one file cannot both take it.
 */
/** `touches`: where the booker's visits came from (lib/analytics/attribution.ts currentTouches). */
export async function createBooking(
  input: BookingValues,
  caller: Caller | null,
  touches: Touches | null = null,
): Promise<BookingDto> {
  const offer = await db.serviceOffer.findFirst({
    where: { OR: [{ title: equalsIgnoringCase(input.service) }, { slug: input.service.toLowerCase() }] },
    select: { id: true, title: true, promoPriceKobo: true },
  });
  if (!offer) throw serviceIssue();
  const booking = await db.$transaction(async (tx) => {
    const [upload] = await tx.$queryRaw<
      { id: string; purpose: string; uploadedById: string | null; createdAt: Date }[]
    >`
      SELECT "id", "purpose", "uploadedById", "createdAt" FROM "Upload" WHERE "id" = ${input.fileId} FOR UPDATE`;
    const fresh = upload && upload.createdAt.getTime() > Date.now() - UNUSED_FILE_TTL_MS;
    if (!upload || upload.purpose !== FILE_PURPOSE || !fresh) throw fileIssue();
    if (upload.uploadedById && upload.uploadedById !== caller?.id) throw fileIssue();
    if ((await tx.booking.count({ where: { fileId: upload.id } })) > 0) throw fileIssue();
    return tx.booking.create({
      data: {
        name: input.name,
        email: input.email,
        service: offer.title,
        offerId: offer.id,
        priceKobo: offer.promoPriceKobo,
        message: input.message,
        dateTime: input.dateTime,
        fileId: upload.id,
        userId: caller?.id ?? null,
        ...touchColumns(touches),
      },
      select: bookingSelect,
    });
  });
  await sendConfirmation(booking).catch((error) =>
    console.error(`booking ${booking.id}: confirmation email failed`, error),
  );
  return toDto(booking);
}

async function sendConfirmation(booking: BookingRow) {
  await sendEmail({
    to: booking.email,
    subject: `Booking received: ${booking.service}`,
    template: "booking-confirmation",
    element: createElement(BookingConfirmationEmail, {
      name: booking.name,
      service: booking.service,
      when: formatDateTime(booking.dateTime),
      price: booking.priceKobo ? formatNaira(booking.priceKobo) : null,
      payUrl: `${env.siteUrl}/payment?booking=${booking.id}`,
    }),
  });
}

/**
 * The booking's file for the one asking: the booking's owner or an admin. Anonymous callers are asked to sign in
 * (an anonymous booking has no owner, so only admins can open its file afterwards).
 */
/** Who owns a booking (its user's id, null for a guest's), for the file route's owner check; 404 when there is none. */
export async function bookingOwner(id: string): Promise<string | null> {
  const booking = await db.booking.findUnique({ where: { id, ...listed }, select: { userId: true } });
  if (!booking) throw new AppError("not_found", BOOKING_NOT_FOUND);
  return booking.userId;
}

/** A booking's private file; the route lets only the booking's owner and admins ask (withOwner). */
export async function bookingFile(id: string) {
  const booking = await db.booking.findUnique({
    where: { id, ...listed },
    select: { file: { select: { url: true, pathname: true } } },
  });
  if (!booking) throw new AppError("not_found", BOOKING_NOT_FOUND);
  const stored = booking.file ? await readPrivateFile(booking.file.url) : null;
  if (!stored || !booking.file) throw new AppError("not_found", "This booking has no file.");
  return { ...stored, name: booking.file.pathname.split("/").pop()! };
}

// ─── Payment ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The booking's status, its row locked until the caller's transaction ends: whoever starts or confirms a payment for
 * it, or deletes it, takes this first, so two of them at once take turns and the second sees what the first did.
 * `archived`: deleted by an admin after money was paid for it (no new payment starts; money arriving goes back).
 */
export async function lockBookingForPayment(tx: Prisma.TransactionClient, id: string) {
  const [row] = await tx.$queryRaw<
    { id: string; status: BookingStatusName; priceKobo: number | null; service: string; archived: boolean }[]
  >`
    SELECT "id", "status"::text AS "status", "priceKobo", "service", "archivedAt" IS NOT NULL AS "archived"
    FROM "Booking" WHERE "id" = ${id} FOR UPDATE`;
  return row ?? null;
}

/**
 * NEW → PAID, by a verified payment only (lib/payments/confirm.ts), under the lock of lockBookingForPayment or guarded by
 * `priceKobo`: a payment that names its booking itself pays it only at exactly its price. Returns whether it moved.
 */
export async function markBookingPaid(
  tx: Prisma.TransactionClient,
  id: string,
  terms: { priceKobo?: number } = {},
): Promise<boolean> {
  const { count } = await tx.booking.updateMany({
    where: { id, status: "NEW", ...listed, ...terms },
    data: { status: "PAID" },
  });
  return count === 1;
}

/** → REFUNDED, only when the payment that paid the booking has been refunded in full (a processed refund). */
export async function markBookingRefunded(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.booking.updateMany({ where: { id, status: { not: "REFUNDED" } }, data: { status: "REFUNDED" } });
}

export type BookingToPay = {
  id: string;
  service: string;
  priceKobo: number | null;
  status: BookingStatusName;
  /** The booker's name and email, for the booking's owner (the account that booked it) and admins only. */
  payer: { name: string; email: string } | null;
};

/**
 * What the payment page shows for `?booking=`: the service and its price snapshot (null for an unknown id). Anyone
 * holding the id may pay, but only the booking's owner and admins see who booked it; others enter their own details.
 */
export async function findBookingToPay(
  id: string,
  caller: Pick<Caller, "id" | "role"> | null,
): Promise<BookingToPay | null> {
  if (!/^[a-z0-9]{1,40}$/.test(id)) return null;
  const booking = await db.booking.findUnique({
    where: { id, ...listed },
    select: { id: true, service: true, priceKobo: true, name: true, email: true, status: true, userId: true },
  });
  if (!booking) return null;
  const { name, email, userId, status, ...shown } = booking;
  const known = caller !== null && (caller.role === "ADMIN" || (userId !== null && userId === caller.id));
  return { ...shown, status: status as BookingStatusName, payer: known ? { name, email } : null };
}

/** A signed-in user's own bookings for /profile, newest first. */
export async function listMyBookings(userId: string): Promise<BookingDto[]> {
  const rows = await db.booking.findMany({
    where: { userId, ...listed },
    select: bookingSelect,
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  return rows.map(toDto);
}

// ─── Admin ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** The search of Manage Bookings: name, email or service text, or a day ("2026-12-01") the appointment falls on. */
function searchWhere(q: string | undefined): Prisma.BookingWhereInput {
  if (!q) return listed;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(q) ? lagosDayRange(q) : null;
  return {
    ...listed,
    OR: [
      { name: containsText(q) },
      { email: containsText(q) },
      { service: containsText(q) },
      ...(day ? [{ dateTime: { gte: day[0], lt: day[1] } }] : []),
    ],
  };
}

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.BookingOrderByWithRelationInput[];

/** One page of Manage Bookings (5 a page), newest first. */
export async function listBookingPage({ q, page, size = BOOKINGS_PAGE_SIZE }: ListQuery): Promise<BookingPage> {
  const where = searchWhere(q);
  const [total, rows] = await Promise.all([
    db.booking.count({ where }),
    db.booking.findMany({ where, select: bookingSelect, orderBy: newestFirst, ...pageWindow(page, size) }),
  ]);
  return { bookings: rows.map(toDto), ...pageOf(total, page, size) };
}

/** Every booking (up to MAX_BOOKINGS), newest first: GET /getAllBookings without ?page. */
export async function listBookings(q?: string): Promise<BookingDto[]> {
  return (
    await db.booking.findMany({
      where: searchWhere(q),
      select: bookingSelect,
      orderBy: newestFirst,
      take: MAX_BOOKINGS,
    })
  ).map(toDto);
}

const notFoundUnlessExists = (error: unknown): never => {
  if ((error as { code?: string })?.code === "P2025") throw new AppError("not_found", BOOKING_NOT_FOUND);
  throw error;
};

/** Only the message of a booking can be edited (the rest is what the customer booked and paid for). */
export async function updateBookingMessage(actor: Actor, id: string, message: string): Promise<BookingDto> {
  const booking = await adminWrite(
    actor,
    (tx) => tx.booking.update({ where: { id, ...listed }, data: { message }, select: bookingSelect }),
    (b) => ({ action: "UPDATE", type: "booking", recordId: id, summary: `Message of ${bookingLabel(b)}` }),
  ).catch(notFoundUnlessExists);
  return toDto(booking);
}

/** How the activity log names a booking: the service and who booked it. */
const bookingLabel = (b: { service: string; name: string }) => `${b.service} for ${b.name}`;

/**
 * Deletes the booking and its file (storage and row). A booking money was paid for (any payment with `paidAt`: paid,
 * refunded or owed back) is archived instead of erased, so every report keeps counting it beside its payments' naira;
 * to everyone else it is gone alike (404, in no list). A booking without money goes, and its unpaid payments lose it.
 * The row is locked first (lockBookingForPayment), so a payment confirmed meanwhile is either seen here or finds no
 * booking.
 */
export async function deleteBooking(actor: Actor, id: string): Promise<void> {
  const booking = await adminWrite(
    actor,
    async (tx) => {
      const locked = await lockBookingForPayment(tx, id);
      if (!locked || locked.archived) throw new AppError("not_found", BOOKING_NOT_FOUND);
      const select = { service: true, name: true, file: { select: { id: true, url: true } } };
      const row = await tx.booking.findUniqueOrThrow({ where: { id }, select });
      const paid = await tx.payment.count({ where: { bookingId: id, paidAt: { not: null } } });
      if (paid) await tx.booking.update({ where: { id }, data: { archivedAt: new Date(), fileId: null } });
      else await tx.booking.delete({ where: { id } });
      return { ...row, archived: paid > 0 };
    },
    (b) => ({
      action: "DELETE",
      type: "booking",
      recordId: id,
      summary: b.archived ? `${bookingLabel(b)} (paid: kept for the accounts)` : bookingLabel(b),
    }),
  );
  if (!booking.file) return;
  const removed = await db.upload.deleteMany({ where: { id: booking.file.id, bookings: { none: {} } } });
  if (removed.count) await deletePrivateFile(booking.file.url);
}

/**
 * Moves a booking along the pipeline (./status.ts). The step is one guarded UPDATE from the status it
 * was read in, so two admins clicking at once move it once; delivery emails the customer, once, from that one step.
 */
export async function setBookingStatus(actor: Actor, id: string, to: BookingStatusName): Promise<BookingDto> {
  const current = await db.booking.findUnique({ where: { id, ...listed }, select: { status: true } });
  if (!current) throw new AppError("not_found", BOOKING_NOT_FOUND);
  const refused = refusedStep(current.status as BookingStatusName, to);
  if (refused) throw new AppError("conflict", refused);
  const delivered = to === "DELIVERED";
  await adminWrite(
    actor,
    async (tx) => {
      const [row] = await tx.booking.updateManyAndReturn({
        where: { id, status: current.status, ...listed },
        data: { status: to, ...(delivered ? { deliveredAt: new Date() } : {}) },
        select: { service: true, name: true },
      });
      // Nothing moved (another admin was first): nothing to log either.
      if (!row) throw new AppError("conflict", BOOKING_CHANGED);
      return row;
    },
    (b) => ({
      action: "UPDATE",
      type: "booking",
      recordId: id,
      summary: `${bookingLabel(b)}: ${current.status} → ${to}`,
    }),
  );
  const booking = await db.booking.findUniqueOrThrow({ where: { id }, select: bookingSelect });
  if (delivered)
    await sendDelivered(booking).catch((error) => console.error(`booking ${id}: delivery email failed`, error));
  return toDto(booking);
}

async function sendDelivered(booking: BookingRow) {
  await sendEmail({
    to: booking.email,
    subject: `Delivered: ${booking.service}`,
    template: "booking-delivered",
    element: createElement(BookingDeliveredEmail, { name: booking.name, service: booking.service }),
  });
}

/** Booking uploads no booking took within UNUSED_FILE_TTL_MS: their rows and files go (the daily purge). */
export async function purgeUnusedBookingFiles(now = new Date()): Promise<number> {
  const stale = await db.upload.findMany({
    where: {
      purpose: FILE_PURPOSE,
      createdAt: { lte: new Date(now.getTime() - UNUSED_FILE_TTL_MS) },
      bookings: { none: {} },
    },
    select: { id: true, url: true },
    take: 1000,
  });
  let purged = 0;
  for (const upload of stale) {
    const removed = await db.upload.deleteMany({ where: { id: upload.id, bookings: { none: {} } } });
    if (removed.count) {
      await deletePrivateFile(upload.url);
      purged += 1;
    }
  }
  return purged;
}
