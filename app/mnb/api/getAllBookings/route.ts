// GET /mnb/api/getAllBookings[?search=] – every booking newest first, as a list (the old client's shape), with its
// payments and the authorised address of its file (admin)
// GET /mnb/api/getAllBookings?page=n[&search=] – a page of 5 { bookings, page, totalPages, total }
import { withAdmin } from "@/lib/api/handler";
import { listBookingPage, listBookings } from "@/lib/data/bookings";
import { pageParam } from "@/lib/validations/basics";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const search = query.get("search")?.trim().slice(0, 100) || undefined;
  const page = query.get("page");
  return page === null ? listBookings(search) : listBookingPage({ q: search, page: pageParam.parse(page) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllBookings");
