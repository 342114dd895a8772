// Bookings (public-site.md "Booking", admin-and-payments.md "Manage Bookings"): one schema for the /booking form and
// POST /mnb/api/bookings. The date and time are what the form shows, Africa/Lagos wall-clock time; the schema turns
// them into the UTC instant that is stored. The file is uploaded first (POST /mnb/api/bookings/files) and the booking
// names it by its id.
import { z } from "zod";
import { lagosLocalToUtc } from "@/lib/core/lagos-time";
import { requiredEmail, requiredText } from "@/lib/core/form-basics";
import {
  BOOKING_DATE_INVALID,
  BOOKING_DATE_PAST,
  BOOKING_DATE_REQUIRED,
  BOOKING_DATE_TOO_FAR,
  BOOKING_EMAIL_REQUIRED,
  BOOKING_FILE_REQUIRED,
  BOOKING_MESSAGE_REQUIRED,
  BOOKING_NAME_REQUIRED,
  BOOKING_SERVICE_REQUIRED,
} from "@/lib/bookings/copy";

export const BOOKINGS_PAGE_SIZE = 5;

const TWO_YEARS_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** An id of ours (a cuid). */
const rowId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(40, message)
    .regex(/^[a-z0-9]+$/, message);

/**
 * The appointment: a `datetime-local` value read as Lagos time (what the form sends), or an ISO instant with its
 * offset (what an API client may send). Refused when it is not a real time, in the past, or more than two years away.
 */
export const bookingDateTime = z
  .string({ error: BOOKING_DATE_REQUIRED })
  .trim()
  .min(1, BOOKING_DATE_REQUIRED)
  .max(40, BOOKING_DATE_INVALID)
  .transform((text, ctx) => {
    const withOffset = /(Z|[+-]\d{2}:\d{2})$/i.test(text) && /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
    const instant = withOffset && !Number.isNaN(withOffset.getTime()) ? withOffset : lagosLocalToUtc(text);
    const problem = !instant
      ? BOOKING_DATE_INVALID
      : instant.getTime() <= Date.now()
        ? BOOKING_DATE_PAST
        : instant.getTime() > Date.now() + TWO_YEARS_MS
          ? BOOKING_DATE_TOO_FAR
          : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return instant!;
  });

export const bookingSchema = z.object({
  name: requiredText(BOOKING_NAME_REQUIRED, 120),
  email: requiredEmail(BOOKING_EMAIL_REQUIRED),
  /** The offer's title (as the spec's form sends it) or its slug. */
  service: requiredText(BOOKING_SERVICE_REQUIRED, 120),
  message: requiredText(BOOKING_MESSAGE_REQUIRED, 4000),
  dateTime: bookingDateTime,
  fileId: rowId(BOOKING_FILE_REQUIRED),
});
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;

/** PUT /updateBooking/{id}: only the message can be edited. */
export const bookingUpdateSchema = z.object({ message: requiredText(BOOKING_MESSAGE_REQUIRED, 4000) });
export type BookingUpdateInput = z.input<typeof bookingUpdateSchema>;

/** The studio's pipeline steps an admin may ask for; which step is allowed from where is ./status.ts. */
export const BOOKING_STATUSES = ["NEW", "PAID", "IN_PROGRESS", "DELIVERED", "CANCELLED", "REFUNDED"] as const;
export const bookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: "Choose a booking status." }),
});
