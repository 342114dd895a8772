import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PaymentStatus } from "@/components/bookings/payment-status";
import { PAYMENT_REFERENCE } from "@/lib/payments/schema";
import { type SearchParamsProps } from "@/lib/http/search-params";

// Per request: the payment named by ?reference= is looked up (in the browser, from the server's record).
export const instant = false;

export const metadata: Metadata = { title: "Booking Successful", robots: { index: false } };

type Props = SearchParamsProps;

export default async function BookingSuccessPage({ searchParams }: Props) {
  const { reference } = await searchParams;
  const known = typeof reference === "string" && PAYMENT_REFERENCE.test(reference) ? reference : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-bold">Thank you for your booking!</h1>
      <p className="mt-3 text-gray-700">
        We have received your booking and sent you a confirmation email. We will be in touch about your project.
      </p>
      {known && (
        <div className="mt-6 text-left">
          <PaymentStatus reference={known} />
        </div>
      )}
      <div className="mt-8 flex justify-center gap-4">
        <Link href="/" className="rounded-md bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-ink">
          Back to home
        </Link>
        <Link
          href="/booking"
          className="rounded-md border border-brand-dark px-4 py-2 font-semibold text-brand-dark hover:bg-brand/15"
        >
          Book another service
        </Link>
      </div>
    </div>
  );
}
