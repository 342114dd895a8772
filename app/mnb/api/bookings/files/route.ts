// POST /mnb/api/bookings/files – upload a booking's file first: multipart `file`, an image or audio file checked by its
// bytes, stored privately → 201 { message, file: { id, contentType, size, url }, secure_url } for the booking's
// fileId (or, from the old client, its fileUrl); anyone; throttled per address; a file no booking takes in a day is
// purged
import { created, withApi } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { bookingUploadPath } from "@/lib/api/old-client";
import { absoluteUrl } from "@/lib/seo/url";
import { uploadBookingFile } from "@/lib/bookings/bookings";
import { FILE_UPLOADED } from "@/lib/bookings/copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(
  async ({ req, caller }) => {
    const form = await readForm(req, ["booking-file"]);
    const file = await uploadBookingFile(form.get("file"), caller?.id ?? null);
    const url = bookingUploadPath(file.id);
    // `secure_url`: what the old booking form reads from its media host's answer, and sends back as the fileUrl.
    return created({ message: FILE_UPLOADED, file: { ...file, url }, secure_url: absoluteUrl(url) });
  },
  { throttle: "bookingFile" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/bookings/files");
