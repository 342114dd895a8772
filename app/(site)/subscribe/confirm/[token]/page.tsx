import type { Metadata } from "next";
import { connection } from "next/server";
import { ConfirmSubscriptionButton } from "@/components/home/confirm-subscription-button";
import { isConfirmable } from "@/lib/subscribers/subscribers";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = {
  title: "Confirm subscription",
  description: "Confirm your subscription to My Nation Blog updates.",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// Opening the emailed link only reads whether it can still confirm; the button's POST confirms (mail scanners open
// every link in a message, and used to confirm subscriptions nobody asked for).
export default async function ConfirmSubscriptionPage({ params }: Props) {
  await connection();
  const token = (await params).token;
  const confirmable = await isConfirmable(token);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">
        {confirmable ? "Confirm your subscription" : "Subscription not confirmed"}
      </h1>
      <ConfirmSubscriptionButton token={token} confirmable={confirmable} />
    </div>
  );
}
