import type { Metadata } from "next";
import { getCaller } from "@/lib/auth";
import { listOffers } from "@/lib/services/services";
import { pageMetadata } from "@/lib/seo/metadata";
import { utcToLagosLocal } from "@/lib/core/lagos-time";
import { formatNaira } from "@/lib/core/format";
import { BookingForm } from "@/components/bookings/booking-form";
import { directUploads } from "@/lib/storage";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";

// Per request: the "Current date" line is today's in Lagos, and a signed-in visitor's name and email are filled in.
export const instant = false;

export const metadata: Metadata = pageMetadata(
  "/booking",
  "Book a Service",
  "Book music production, mixing, mastering, promotion and more: choose a service, tell us about your project and upload a file.",
);

type Props = SearchParamsProps;

const today = (now: Date) =>
  new Intl.DateTimeFormat("en-NG", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lagos",
  }).format(now);

export default async function BookingPage({ searchParams }: Props) {
  const [caller, offers, params] = await Promise.all([getCaller(), listOffers(), searchParams]);
  const wanted = firstParam(params, "service");
  const preselected = offers.find((o) => o.slug === wanted || o.title === wanted)?.title;
  const now = new Date();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold">Book a Service</h1>
      <p className="mt-2 text-gray-700">
        Tell us about your project, pick a date and upload a reference image or audio file.
      </p>
      <p className="mt-1 mb-6 text-sm text-gray-700">
        Current date: <time dateTime={now.toISOString()}>{today(now)}</time>
      </p>
      {offers.length === 0 ? (
        <p role="alert">Bookings are not open yet. Please check back soon.</p>
      ) : (
        <BookingForm
          offers={offers.map((o) => ({
            slug: o.slug,
            title: o.title,
            promo: formatNaira(o.promoPriceKobo),
            original: formatNaira(o.originalPriceKobo),
          }))}
          earliest={utcToLagosLocal(now)}
          direct={directUploads()}
          name={caller?.name}
          email={caller?.email}
          service={preselected}
        />
      )}
    </div>
  );
}
