// GET /mnb/api/bookings/{id}/file – the booking's private file (the booking's owner or an admin; 401 anonymous, 403
// anyone else). Served with the type found from its bytes, as an attachment, never cached by shared caches.
import { withUser } from "@/lib/api/handler";
import { bookingFile } from "@/lib/data/bookings";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withUser<{ id: string }>(async ({ params, caller }) => {
  const file = await bookingFile(params.id, caller);
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": `inline; filename="${file.name}"`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  });
  if (file.size !== null) headers.set("Content-Length", String(file.size));
  return new Response(file.body as BodyInit, { status: 200, headers });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/bookings/[id]/file");
