// PUT /mnb/api/updateBooking/{id} – change a booking's message, the only editable field: JSON message (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { updateBookingMessage } from "@/lib/bookings/bookings";
import { bookingUpdateSchema } from "@/lib/bookings/schema";
import { BOOKING_UPDATED } from "@/lib/bookings/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const { message } = await readJson(req, bookingUpdateSchema);
  return { message: BOOKING_UPDATED, booking: await updateBookingMessage(caller, params.id, message) };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateBooking/[id]");
