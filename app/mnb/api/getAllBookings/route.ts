// GET /mnb/api/getAllBookings[?search=] – every booking newest first, as a list (the old client's shape), with its
// payments and the authorised address of its file (admin)
// GET /mnb/api/getAllBookings?page=n[&search=] – a page of 5 { bookings, page, totalPages, total }
import { withAdmin } from "@/lib/api/handler";
import { listBookingPage, listBookings } from "@/lib/bookings/bookings";
import { pageParam } from "@/lib/core/form-basics";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles } from "@/lib/api/old-client";

export const GET = withAdmin(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const search = query.get("search")?.trim().slice(0, 100) || undefined;
  const page = query.get("page");
  if (page !== null) return listBookingPage({ q: search, page: pageParam.parse(page) });
  // The old dashboard's list: file links absolute, since it prefixes every relative path with its backend's `uploads/`.
  return (await listBookings(search)).map(withAbsoluteFiles);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllBookings");
