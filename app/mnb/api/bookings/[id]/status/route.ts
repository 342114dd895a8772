// PATCH /mnb/api/bookings/{id}/status – move a booking along the pipeline: JSON status (PAID → IN_PROGRESS →
// DELIVERED, or CANCELLED; never PAID or REFUNDED by hand); delivering emails the customer once (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { setBookingStatus } from "@/lib/bookings/bookings";
import { bookingStatusSchema } from "@/lib/bookings/schema";
import { BOOKING_UPDATED } from "@/lib/bookings/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const PATCH = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const { status } = await readJson(req, bookingStatusSchema);
  return { message: BOOKING_UPDATED, booking: await setBookingStatus(caller, params.id, status) };
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods("/mnb/api/bookings/[id]/status");
