import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { findSubscriptionStatus, UNSUBSCRIBE_INVALID } from "@/lib/subscribers/subscribers";
import { SUBSCRIBER_TEXT } from "@/lib/subscribers/schema";
import { UnsubscribeButton } from "@/components/home/unsubscribe-button";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = {
  title: "Unsubscribe",
  description: "Stop receiving My Nation Blog updates.",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// Opening the page changes nothing (link scanners open links too); the button's POST unsubscribes.
export default async function UnsubscribePage({ params }: Props) {
  await connection();
  const { token } = await params;
  const status = await findSubscriptionStatus(token);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">Unsubscribe</h1>
      {status === null ? (
        <p role="status" className="text-lg text-red-700">
          {UNSUBSCRIBE_INVALID}
        </p>
      ) : status === "UNSUBSCRIBED" ? (
        <p role="status" className="text-lg">
          {SUBSCRIBER_TEXT.unsubscribed}
        </p>
      ) : (
        <UnsubscribeButton token={token} />
      )}
      <Link href="/home" className="font-semibold text-brand-dark underline hover:text-ink">
        Back to the home page
      </Link>
    </div>
  );
}
