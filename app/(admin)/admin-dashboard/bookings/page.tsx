// Manage Bookings: the bookings (newest first, 5 a page, searched by name, service or the appointment's day), each
// with its payment status and reference, its file through the authorised route, the pipeline buttons and a refund per
// paid payment; only the message is editable (the URL's `edit` row), deletes ask first. Below, the newest payments
// received for no booking (custom amounts, and payments the old client started in the browser), and first of all the
// payments to refund: money that arrived for a booking that could not take it (paid already, cancelled); last, where
// the old site's payments stand with Paystack, and the ones it did not confirm. Admins only.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listBookingPage, type BookingDto } from "@/lib/bookings/bookings";
import { listUnbookedPayments, UNBOOKED_PAYMENTS_SHOWN, type UnbookedPaymentDto } from "@/lib/payments/payments";
import { listPaymentsToRefund, type PaymentToRefundDto } from "@/lib/payments/to-refund";
import {
  listImportedPayments,
  UNCONFIRMED_IMPORTED_SHOWN,
  type ImportedPayments,
  type UnconfirmedImportedDto,
} from "@/lib/payments/imported";
import { importedLabel } from "@/lib/payments/imported-rules";
import { STATUS_LABELS } from "@/lib/bookings/status";
import { formatDateTime, formatMoney, formatNaira } from "@/lib/core/format";
import {
  BOOKINGS_FETCHED,
  BOOKINGS_FETCH_FAILED,
  BOOKING_DELETED,
  BOOKING_DELETE_FAILED,
  NO_BOOKINGS,
} from "@/lib/bookings/copy";
import { AdminCard } from "@/components/admin/kit/admin-section";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type AdminColumn } from "@/components/admin/kit/admin-table";
import { ImportedBadge } from "@/components/admin/kit/imported-badge";
import { markImported } from "@/lib/legacy-import/report";
import { DataTable, type Column } from "@/components/admin/kit/data-table";
import { BookingMessageForm } from "@/components/admin/bookings/booking-message-form";
import { BookingStatusButtons, FetchedToast, RefundButton } from "@/components/admin/bookings/booking-actions";
import { paymentLabel } from "@/components/accounts/your-bookings";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/bookings";
/** The statuses with money to give back (refunds are checked again on the server). */
const REFUNDABLE = ["PAID", "PARTIALLY_REFUNDED", "NEEDS_REFUND"];

type Props = SearchParamsProps;

const columns: AdminColumn<BookingDto & { imported: boolean }>[] = [
  {
    header: "Customer",
    cell: (b) => (
      <>
        <span className="font-medium">{b.name}</span>
        {b.imported && <ImportedBadge />}
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
    lead: true,
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
    lead: true,
    cell: (b) => (
      <span className="flex flex-col gap-2">
        <span className="font-medium">{STATUS_LABELS[b.status]}</span>
        <BookingStatusButtons id={b.id} name={b.name} status={b.status} />
      </span>
    ),
  },
];

/** A payment's payer: name and email (either may be missing on a payment made for no booking). */
const payer = ({ name, email }: { name: string | null; email: string | null }) => (
  <>
    {name || "(no name)"}
    <br />
    {email ? (
      <a href={`mailto:${email}`} className="text-brand-dark underline">
        {email}
      </a>
    ) : (
      "(no email)"
    )}
  </>
);

const paidAt = (p: { paidAt: string | null }) => (p.paidAt ? formatDateTime(p.paidAt) : "");

const UNBOOKED_COLUMNS: Column<UnbookedPaymentDto>[] = [
  { header: "Payer", cell: payer },
  {
    header: "Amount",
    lead: true,
    cell: (p) => (
      <>
        {p.imported ? importedLabel(p.status) : paymentLabel(p.status)} · {formatMoney(p.amountKobo, p.currency)}
        {p.refundedKobo > 0 && <> · refunded {formatMoney(p.refundedKobo, p.currency)}</>}
        {REFUNDABLE.includes(p.status) && <RefundButton paymentId={p.id} reference={p.reference} />}
      </>
    ),
  },
  { header: "Paid (Lagos)", cell: paidAt },
  {
    header: "Source",
    cell: (p) => (
      <>
        {p.source}
        <br />
        <span className="font-mono text-xs">{p.reference}</span>
      </>
    ),
  },
  { header: "Note", cell: (p) => <p className="max-w-xs whitespace-pre-line">{p.message}</p> },
];

const TO_REFUND_COLUMNS: Column<PaymentToRefundDto>[] = [
  { header: "Payer", cell: payer },
  {
    header: "Amount",
    lead: true,
    cell: (p) => (
      <>
        {formatNaira(p.amountKobo)}
        {p.refundedKobo > 0 && <> · refunded {formatNaira(p.refundedKobo)}</>}
        {p.pendingRefundKobo > 0 && <> · {formatNaira(p.pendingRefundKobo)} asked of Paystack</>}
        <br />
        <span className="font-mono text-xs">{p.reference}</span>
        <RefundButton paymentId={p.id} reference={p.reference} />
      </>
    ),
  },
  {
    header: "Booking",
    cell: (p) =>
      p.booking ? (
        <>
          {p.booking.service}
          <br />
          {p.booking.name}
        </>
      ) : (
        "(deleted)"
      ),
  },
  { header: "Why", cell: (p) => <p className="max-w-xs">{p.reason}</p> },
  { header: "Paid (Lagos)", cell: paidAt },
];

const UNCONFIRMED_COLUMNS: Column<UnconfirmedImportedDto>[] = [
  { header: "Payer", cell: (p) => payer({ name: null, email: p.email }) },
  {
    header: "Amount",
    lead: true,
    cell: (p) => (
      <>
        {importedLabel("IMPORTED")} · {formatMoney(p.amountKobo, p.currency)}
        <br />
        <span className="font-mono text-xs">{p.reference}</span>
      </>
    ),
  },
  { header: "Why", cell: (p) => <p className="max-w-xs">{p.note}</p> },
  { header: "Recorded (Lagos)", cell: (p) => formatDateTime(p.createdAt) },
];

function OldPayments({ payments }: { payments: ImportedPayments | null }) {
  if (!payments)
    return (
      <p role="alert" className="text-red-700">
        The old site&apos;s payments could not be loaded.
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <p className="mb-3">
        {payments.confirmed} confirmed by Paystack (counted as paid, listed above), {payments.waiting} not asked yet,{" "}
        <strong>{payments.unconfirmed} not confirmed</strong>: never counted as money.
      </p>
      <DataTable
        rows={payments.shown}
        rowKey={(p) => p.id}
        columns={UNCONFIRMED_COLUMNS}
        caption={`The ${UNCONFIRMED_IMPORTED_SHOWN} newest of the old site's payments Paystack did not confirm`}
        empty="Paystack has not refused any of the old site's payments."
      />
    </div>
  );
}

function UnbookedPayments({ payments }: { payments: UnbookedPaymentDto[] | null }) {
  if (!payments)
    return (
      <p role="alert" className="text-red-700">
        Payments could not be loaded.
      </p>
    );
  return (
    <DataTable
      rows={payments}
      rowKey={(p) => p.id}
      columns={UNBOOKED_COLUMNS}
      caption={`The ${UNBOOKED_PAYMENTS_SHOWN} newest payments received for no booking`}
      empty="No payments without a booking yet."
    />
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
      <DataTable
        rows={payments}
        rowKey={(p) => p.id}
        columns={TO_REFUND_COLUMNS}
        caption="Payments to refund, oldest first"
      />
    </div>
  );
}

export default async function ManageBookingsPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const [list, unbooked, toRefund, old] = await Promise.all([
    loadSection("Bookings", async () => {
      const page = await listBookingPage(query);
      return { ...page, bookings: await markImported("Booking", page.bookings) };
    }),
    loadSection("Payments", listUnbookedPayments),
    loadSection("Payments to refund", listPaymentsToRefund),
    loadSection("The old site's payments", listImportedPayments),
  ]);
  return (
    <CrudSection
      title="Manage Bookings"
      before={
        toRefund?.length !== 0 && (
          <AdminCard id="payments-to-refund" title="Payments to refund">
            <PaymentsToRefund payments={toRefund} />
          </AdminCard>
        )
      }
      path={PATH}
      query={query}
      card={{ id: "bookings", title: "Bookings", search: "Search bookings by name, service or date (YYYY-MM-DD)" }}
      noun={["booking", "bookings"]}
      list={list}
      failure={BOOKINGS_FETCH_FAILED}
      rows={(list) => list.bookings}
      above={(list) => list.total > 0 && <FetchedToast message={BOOKINGS_FETCHED} />}
      empty={NO_BOOKINGS}
      noMatch={`${NO_BOOKINGS.slice(0, -1)} for "${query.q}".`}
      columns={columns}
      name={(b) => `${b.name}'s ${b.service} booking`}
      editForm={(b, doneHref) => <BookingMessageForm booking={b} doneHref={doneHref} />}
      remove={(b) => ({
        path: `/deleteBooking/${b.id}`,
        success: BOOKING_DELETED,
        failure: BOOKING_DELETE_FAILED,
        warning: `${b.name}'s booking and its file are removed; its payments stay on record. This cannot be undone.`,
      })}
    >
      <AdminCard id="unbooked-payments" title="Payments without a booking">
        <UnbookedPayments payments={unbooked} />
      </AdminCard>
      {(!old || old.confirmed + old.waiting + old.unconfirmed > 0) && (
        <AdminCard id="old-payments" title="Payments from the old site">
          <OldPayments payments={old} />
        </AdminCard>
      )}
    </CrudSection>
  );
}
