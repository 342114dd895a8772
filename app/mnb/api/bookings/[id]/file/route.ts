// GET /mnb/api/bookings/{id}/file – the booking's private file (the booking's owner or an admin; 401 anonymous, 403
// anyone else). Served with the type found from its bytes, as an attachment, never cached by shared caches.
import { withOwner } from "@/lib/api/handler";
import { privateFileResponse } from "@/lib/api/private-file";
import { FILE_NOT_YOURS, bookingFile, bookingOwner } from "@/lib/bookings/bookings";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withOwner<{ id: string }>(
  { ownerOf: ({ id }) => bookingOwner(id), admins: true, forbidden: FILE_NOT_YOURS },
  async ({ params }) => {
    const file = await bookingFile(params.id);
    return privateFileResponse(file, file.name);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/bookings/[id]/file");
