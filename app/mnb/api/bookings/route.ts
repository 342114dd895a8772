// POST /mnb/api/bookings – book a service: JSON name, email, service (an offer's title or slug), message, dateTime
// (Lagos local time, or an ISO instant) and fileId (from POST /bookings/files; the old client's fileUrl may name it, or
// name a file on a host in LEGACY_FILE_HOSTS, fetched once and stored like an upload).
// The price is the offer's, taken now; a signed-in caller owns the booking → 201 { message, booking, paymentUrl }
// (anyone; throttled per address)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { bookingFileFromUrl } from "@/lib/api/old-client";
import { createBooking, importBookingFile, isLegacyBookingFile } from "@/lib/bookings/bookings";
import { currentTouches } from "@/lib/analytics/attribution";
import { bookingSchema } from "@/lib/bookings/schema";
import { BOOKING_SUBMITTED } from "@/lib/bookings/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(
  async ({ req, caller }) => {
    const input = await readJson(req, bookingSchema, (raw) =>
      bookingFileFromUrl(raw, {
        accepts: isLegacyBookingFile,
        fetchAndStore: (url) => importBookingFile(url, caller?.id ?? null),
      }),
    );
    const booking = await createBooking(input, caller, await currentTouches());
    return created({ message: BOOKING_SUBMITTED, booking, paymentUrl: `/payment?booking=${booking.id}` });
  },
  { throttle: "booking" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/bookings");
