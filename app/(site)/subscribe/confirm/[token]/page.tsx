import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { confirmSubscription } from "@/lib/data/subscribers";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = {
  title: "Confirm subscription",
  description: "Confirm your subscription to My Nation Blog updates.",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// Opening the emailed link is the confirmation, so this page is rendered for every request and never cached.
export default async function ConfirmSubscriptionPage({ params }: Props) {
  await connection();
  const confirmed = await confirmSubscription((await params).token);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{confirmed ? "Welcome aboard!" : "Subscription not confirmed"}</h1>
      <p role="status" className={confirmed ? "text-lg" : "text-lg text-red-700"}>
        {confirmed ? "Your subscription is confirmed." : "This confirmation link is invalid or has expired."}
      </p>
      <p className="text-gray-600">
        {confirmed
          ? "You will now receive our news, style and entertainment updates and the latest promos."
          : "Subscribe again from the home page to get a new link."}
      </p>
      <Link href="/home" className="font-semibold text-brand-dark underline hover:text-ink">Back to the home page</Link>
    </div>
  );
}
