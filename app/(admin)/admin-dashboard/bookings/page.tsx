// Manage Bookings: the bookings (newest first, 5 a page, searched by name, service or the appointment's day), each
// with its payment status and reference, its file through the authorised route, the pipeline buttons and a refund per
// paid payment; only the message is editable (the URL's `edit` row), deletes ask first. Below, the newest payments
// received for no booking (custom amounts, and payments the old client started in the browser), and first of all the
// payments to refund: money that arrived for a booking that could not take it (paid already, cancelled). Admins only.
import { loadSection } from "@/components/admin/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listBookingPage, type BookingDto } from "@/lib/data/bookings";
import { listUnbookedPayments, UNBOOKED_PAYMENTS_SHOWN, type UnbookedPaymentDto } from "@/lib/data/payments";
import { listPaymentsToRefund, type PaymentToRefundDto } from "@/lib/data/payments-to-refund";
import { STATUS_LABELS } from "@/lib/domain/booking-status";
import { formatDateTime, formatMoney, formatNaira } from "@/lib/format";
import {
  BOOKINGS_FETCHED,
  BOOKINGS_FETCH_FAILED,
  BOOKING_DELETED,
  BOOKING_DELETE_FAILED,
  NO_BOOKINGS,
} from "@/lib/copy/booking";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { AdminSearch } from "@/components/admin/admin-search";
import { readAdminQuery } from "@/components/admin/admin-query";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
import { BookingMessageForm } from "@/components/admin/booking-message-form";
import { BookingStatusButtons, FetchedToast, RefundButton } from "@/components/admin/booking-actions";
import { paymentLabel } from "@/components/account/your-bookings";
import { RoutePager } from "@/components/ui/route-pager";
import { type SearchParamsProps } from "@/lib/search-params";

const PATH = "/admin-dashboard/bookings";
/** The statuses with money to give back (refunds are checked again on the server). */
const REFUNDABLE = ["PAID", "PARTIALLY_REFUNDED", "NEEDS_REFUND"];

type Props = SearchParamsProps;

const columns: AdminColumn<BookingDto>[] = [
  {
    header: "Customer",
    cell: (b) => (
      <>
        <span className="font-medium">{b.name}</span>
        <br />
        <a href={`mailto:${b.email}`} className="text-brand-dark underline">
          {b.email}
        </a>
      </>
    ),
  },
  {
    header: "Service",
    cell: (b) => (
      <>
        {b.service}
        <br />
        <span className="text-gray-600">{b.priceKobo ? formatNaira(b.priceKobo) : "No price"}</span>
      </>
    ),
  },
  { header: "Date (Lagos)", cell: (b) => formatDateTime(b.dateTime) },
  { header: "Message", cell: (b) => <p className="max-w-xs whitespace-pre-line">{b.message}</p> },
  {
    header: "File",
    cell: (b) =>
      b.fileUrl ? (
        <a href={b.fileUrl} target="_blank" rel="noopener" className="text-brand-dark underline">
          Open file<span className="sr-only"> of {b.name}&apos;s booking</span>
        </a>
      ) : (
        "None"
      ),
  },
  {
    header: "Payment",
    cell: (b) =>
      b.payments.length === 0 ? (
        "Not paid"
      ) : (
        <ul className="flex flex-col gap-1">
          {b.payments.map((p) => (
            <li key={p.id}>
              {paymentLabel(p.status)} · {formatNaira(p.amountKobo)}
              {p.refundedKobo > 0 && <> · refunded {formatNaira(p.refundedKobo)}</>}
              <br />
              <span className="font-mono text-xs">{p.reference}</span>
              {REFUNDABLE.includes(p.status) && <RefundButton paymentId={p.id} reference={p.reference} />}
            </li>
          ))}
        </ul>
      ),
  },
  {
    header: "Status",
    cell: (b) => (
      <span className="flex flex-col gap-2">
        <span className="font-medium">{STATUS_LABELS[b.status]}</span>
        <BookingStatusButtons id={b.id} name={b.name} status={b.status} />
      </span>
    ),
  },
];

function UnbookedPayments({ payments }: { payments: UnbookedPaymentDto[] | null }) {
  if (!payments)
    return (
      <p role="alert" className="text-red-700">
        Payments could not be loaded.
      </p>
    );
  if (payments.length === 0) return <p>No payments without a booking yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The {UNBOOKED_PAYMENTS_SHOWN} newest payments received for no booking</caption>
        <thead className="border-b">
          <tr>
            {["Payer", "Amount", "Paid (Lagos)", "Source", "Note"].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} className="border-b align-top">
              <td className="py-2 pr-4">
                {p.name || "(no name)"}
                <br />
                {p.email ? (
                  <a href={`mailto:${p.email}`} className="text-brand-dark underline">
                    {p.email}
                  </a>
                ) : (
                  "(no email)"
                )}
              </td>
              <td className="py-2 pr-4">
                {paymentLabel(p.status)} · {formatMoney(p.amountKobo, p.currency)}
                {p.refundedKobo > 0 && <> · refunded {formatMoney(p.refundedKobo, p.currency)}</>}
                {REFUNDABLE.includes(p.status) && <RefundButton paymentId={p.id} reference={p.reference} />}
              </td>
              <td className="py-2 pr-4">{p.paidAt ? formatDateTime(p.paidAt) : ""}</td>
              <td className="py-2 pr-4">
                {p.source}
                <br />
                <span className="font-mono text-xs">{p.reference}</span>
              </td>
              <td className="py-2">
                <p className="max-w-xs whitespace-pre-line">{p.message}</p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentsToRefund({ payments }: { payments: PaymentToRefundDto[] | null }) {
  if (!payments)
    return (
      <p role="alert" className="text-red-700">
        Payments to refund could not be loaded.
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <p role="alert" className="mb-3 text-red-700">
        {payments.length === 1 ? "1 payment" : `${payments.length} payments`} arrived for a booking that could not take
        it and must be refunded.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Payments to refund, oldest first</caption>
        <thead className="border-b">
          <tr>
            {["Payer", "Amount", "Booking", "Why", "Paid (Lagos)"].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} className="border-b align-top">
              <td className="py-2 pr-4">
                {p.name || "(no name)"}
                <br />
                <a href={`mailto:${p.email}`} className="text-brand-dark underline">
                  {p.email}
                </a>
              </td>
              <td className="py-2 pr-4">
                {formatNaira(p.amountKobo)}
                {p.refundedKobo > 0 && <> · refunded {formatNaira(p.refundedKobo)}</>}
                {p.pendingRefundKobo > 0 && <> · {formatNaira(p.pendingRefundKobo)} asked of Paystack</>}
                <br />
                <span className="font-mono text-xs">{p.reference}</span>
                <RefundButton paymentId={p.id} reference={p.reference} />
              </td>
              <td className="py-2 pr-4">
                {p.booking ? (
                  <>
                    {p.booking.service}
                    <br />
                    {p.booking.name}
                  </>
                ) : (
                  "(deleted)"
                )}
              </td>
              <td className="py-2 pr-4">
                <p className="max-w-xs">{p.reason}</p>
              </td>
              <td className="py-2">{p.paidAt ? formatDateTime(p.paidAt) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default async function ManageBookingsPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { q, page } = query;
  const [list, unbooked, toRefund] = await Promise.all([
    loadSection("Bookings", () => listBookingPage(query)),
    loadSection("Payments", listUnbookedPayments),
    loadSection("Payments to refund", listPaymentsToRefund),
  ]);
  return (
    <AdminSection title="Manage Bookings">
      {toRefund?.length !== 0 && (
        <AdminCard id="payments-to-refund" title="Payments to refund">
          <PaymentsToRefund payments={toRefund} />
        </AdminCard>
      )}
      <AdminCard id="bookings" title="Bookings">
        <div className="flex flex-col gap-4">
          <AdminSearch label="Search bookings by name, service or date (YYYY-MM-DD)" q={q} path={PATH} />
          {!list ? (
            <p role="alert" className="text-red-700">
              {BOOKINGS_FETCH_FAILED}
            </p>
          ) : (
            <RoutePager
              path={PATH}
              page={page}
              totalPages={list.totalPages}
              label="Booking pages"
              loadingText="Loading bookings..."
              query={q ? { q } : {}}
            >
              {list.total > 0 && <FetchedToast message={BOOKINGS_FETCHED} />}
              <AdminTable
                items={list.bookings}
                path={PATH}
                query={query}
                empty={NO_BOOKINGS}
                noMatch={`${NO_BOOKINGS.slice(0, -1)} for "${q}".`}
                columns={columns}
                name={(b) => `${b.name}'s ${b.service} booking`}
                editForm={(b, doneHref) => <BookingMessageForm booking={b} doneHref={doneHref} />}
                remove={(b) => ({
                  path: `/deleteBooking/${b.id}`,
                  success: BOOKING_DELETED,
                  failure: BOOKING_DELETE_FAILED,
                  warning: `${b.name}'s booking and its file are removed; its payments stay on record. This cannot be undone.`,
                })}
              />
            </RoutePager>
          )}
        </div>
      </AdminCard>
      <AdminCard id="unbooked-payments" title="Payments without a booking">
        <UnbookedPayments payments={unbooked} />
      </AdminCard>
    </AdminSection>
  );
}
