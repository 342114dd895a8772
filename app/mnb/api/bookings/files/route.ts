// POST /mnb/api/bookings/files – upload a booking's file first: multipart `file`, an image or audio file checked by its
// bytes, stored privately → 201 { message, file: { id, contentType, size } } for the booking's fileId (anyone;
// throttled per address; a file no booking takes within a day is purged)
import { created, withApi } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { uploadBookingFile } from "@/lib/data/bookings";
import { FILE_UPLOADED } from "@/lib/validations/booking";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(
  async ({ req, caller }) => {
    const form = await readForm(req, ["booking-file"]);
    return created({ message: FILE_UPLOADED, file: await uploadBookingFile(form.get("file"), caller?.id ?? null) });
  },
  { throttle: "bookingFile" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/bookings/files");
