// DELETE /mnb/api/deleteBooking/{id} – delete a booking and its file; its payments stay on record (admin)
import { withAdmin } from "@/lib/api/handler";
import { deleteBooking } from "@/lib/bookings/bookings";
import { BOOKING_DELETED } from "@/lib/bookings/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteBooking(caller, params.id);
  return { message: BOOKING_DELETED };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteBooking/[id]");
