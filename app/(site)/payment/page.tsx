import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { getCaller } from "@/lib/auth";
import { findBookingToPay } from "@/lib/bookings/bookings";
import { paymentStatus } from "@/lib/payments/payments";
import { paymentsConfigured } from "@/lib/payments/paystack";
import { formatNaira } from "@/lib/core/format";
import { PaymentForm } from "@/components/payments/payment-form";
import { PAYMENT_NOT_VERIFIED, PAYMENT_TO_REFUND } from "@/lib/payments/copy";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";

// Reads the booking or payment named in the address on every request; never cached.
export const instant = false;

export const metadata: Metadata = { title: "Payment", robots: { index: false }, alternates: { canonical: "/payment" } };

export default async function PaymentPage({ searchParams }: SearchParamsProps) {
  const query = await searchParams;
  const reference = firstParam(query, "reference");
  const payment = reference ? await paymentStatus(reference).catch(() => null) : null;
  // Back from Paystack's page unpaid: the same booking is offered again (not a custom amount).
  const bookingId = firstParam(query, "booking") || payment?.bookingId || "";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-2 font-serif text-3xl font-bold">Payment</h1>
      <p className="mb-6 text-gray-600">
        Pay securely with card, bank transfer or USSD through Paystack. Amounts are in naira (₦).
      </p>
      {payment ? <PaymentState payment={payment} /> : null}
      {!paymentsConfigured() ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4">
          Payments are not configured yet, so no payment can be taken here. Please{" "}
          <Link href="/contact">contact us</Link> to pay for your booking.
        </p>
      ) : bookingId ? (
        <BookingPayment id={bookingId} />
      ) : (
        <PaymentForm />
      )}
    </div>
  );
}

async function BookingPayment({ id }: { id: string }) {
  // The booker's name and email are prefilled for the booking's owner and admins only: the id is in the address, which
  // gets shared and forwarded, so anyone else sees the service and price and enters their own details.
  const booking = await findBookingToPay(id, await getCaller());
  if (!booking)
    return (
      <p role="alert" className="text-red-700">
        We could not find that booking. Please <Link href="/booking">book again</Link> or contact us.
      </p>
    );
  if (booking.status === "CANCELLED") {
    return (
      <p role="status">
        This booking was cancelled, so it cannot be paid for. Please <Link href="/contact">contact us</Link>.
      </p>
    );
  }
  if (booking.status !== "NEW") {
    // PaymentState above already says so when the visitor comes back from paying.
    return (
      <p role="status">
        This booking has already been paid for. You can follow it on <Link href="/profile">your profile</Link>.
      </p>
    );
  }
  if (!booking.priceKobo)
    return (
      <p role="alert" className="text-red-700">
        This booking cannot be paid for online. Please <Link href="/contact">contact us</Link>.
      </p>
    );
  return (
    <>
      <dl className="mb-6 grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 rounded bg-gray-50 p-4">
        <dt className="font-semibold">Service</dt>
        <dd>{booking.service}</dd>
        <dt className="font-semibold">Amount</dt>
        <dd>{formatNaira(booking.priceKobo)}</dd>
      </dl>
      <PaymentForm
        booking={{
          id: booking.id,
          name: booking.payer?.name ?? "",
          email: booking.payer?.email ?? "",
          amountKobo: booking.priceKobo,
        }}
      />
    </>
  );
}

function PaymentState({ payment }: { payment: Awaited<ReturnType<typeof paymentStatus>> }) {
  if (payment.status === "PAID") {
    return (
      <p role="status" className="mb-6 rounded bg-green-50 p-4">
        This payment of {formatNaira(payment.amountKobo)} is confirmed.{" "}
        <Link href={`/booking-success?reference=${payment.reference}`}>Continue</Link>
      </p>
    );
  }
  if (payment.status === "NEEDS_REFUND" || payment.status === "REFUNDED")
    return (
      <p role="status" className="mb-6 rounded bg-amber-50 p-4">
        {PAYMENT_TO_REFUND}
      </p>
    );
  return (
    <p role="status" className="mb-6 rounded bg-amber-50 p-4">
      {PAYMENT_NOT_VERIFIED} You can also try again below.
    </p>
  );
}
