// "Your bookings" on /profile: each booking's service, appointment (Lagos time), price, status and payment status, a
// link to pay while it is unpaid, and its file through the authorised route.
import Link from "@/components/ui/link";
import type { BookingDto } from "@/lib/bookings/bookings";
import { STATUS_LABELS } from "@/lib/bookings/status";
import { formatDateTime, formatNaira } from "@/lib/core/format";

const PAYMENT_LABELS: Record<string, string> = {
  PENDING: "Pending",
  ABANDONED: "Not completed",
  PAID: "Paid",
  FAILED: "Failed",
  PARTIALLY_REFUNDED: "Partly refunded",
  REFUNDED: "Refunded",
  NEEDS_REFUND: "To be refunded",
  IMPORTED: "Imported — not verified",
};
const SETTLED = ["PAID", "PARTIALLY_REFUNDED", "REFUNDED"];

/** The payment that speaks for the booking: a paid one if any, else the newest attempt. */
export const bookingPayment = (b: BookingDto) =>
  b.payments.find((p) => SETTLED.includes(p.status)) ?? b.payments[0] ?? null;
export const paymentLabel = (status: string) => PAYMENT_LABELS[status] ?? status;

export function YourBookings({ bookings }: { bookings: BookingDto[] | null }) {
  return (
    <section aria-labelledby="your-bookings" className="mt-10">
      <h2 id="your-bookings" className="mb-4 font-serif text-2xl font-bold">
        Your bookings
      </h2>
      {bookings === null ? (
        <p role="alert">Failed to fetch bookings</p>
      ) : bookings.length === 0 ? (
        <p>
          You have no bookings yet.{" "}
          <Link href="/booking" className="text-brand-dark underline">
            Book a service
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((b) => {
            const payment = bookingPayment(b);
            return (
              <li key={b.id} className="rounded-md border border-gray-200 p-4">
                <p className="font-semibold">{b.service}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-gray-600">Date</dt>
                  <dd>{formatDateTime(b.dateTime)} (Lagos time)</dd>
                  <dt className="text-gray-600">Price</dt>
                  <dd>{b.priceKobo ? formatNaira(b.priceKobo) : "To be agreed"}</dd>
                  <dt className="text-gray-600">Status</dt>
                  <dd>{STATUS_LABELS[b.status]}</dd>
                  <dt className="text-gray-600">Payment</dt>
                  <dd>{payment ? `${paymentLabel(payment.status)} (${payment.reference})` : "Not paid"}</dd>
                </dl>
                <p className="mt-2 flex gap-4 text-sm">
                  {b.status === "NEW" && b.priceKobo ? (
                    <Link href={`/payment?booking=${b.id}`} className="font-semibold text-brand-dark underline">
                      Pay for {b.service}
                    </Link>
                  ) : null}
                  {b.fileUrl && (
                    <a href={b.fileUrl} target="_blank" rel="noopener" className="text-brand-dark underline">
                      Your file
                    </a>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
