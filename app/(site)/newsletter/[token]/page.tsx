import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { findPreferences, UNSUBSCRIBE_INVALID } from "@/lib/subscribers/subscribers";
import { SUBSCRIBER_TEXT } from "@/lib/subscribers/schema";
import { PreferencesForm } from "@/components/home/preferences-form";

// A subscriber's own token link (their newsletter preferences), answered per request: allowed to block, never cached.
export const instant = false;

export const metadata: Metadata = {
  title: "Newsletter preferences",
  description: "Choose what you hear about from My Nation Blog.",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// What the subscriber hears about: news, style, music. Unsubscribing stays one click, on its own page.
export default async function NewsletterPreferencesPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const preferences = await findPreferences(token);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">Newsletter preferences</h1>
      {preferences === null ? (
        <p role="status" className="text-lg text-red-700">
          {UNSUBSCRIBE_INVALID}
        </p>
      ) : preferences.status === "UNSUBSCRIBED" ? (
        <p role="status" className="text-lg">
          {SUBSCRIBER_TEXT.unsubscribed} Subscribe again from the home page whenever you like.
        </p>
      ) : (
        <>
          <PreferencesForm token={token} initial={preferences.interests} />
          <p>
            Rather hear nothing?{" "}
            <Link href={`/unsubscribe/${encodeURIComponent(token)}`} className="text-brand-dark underline">
              Unsubscribe
            </Link>
          </p>
        </>
      )}
      <Link href="/home" className="font-semibold text-brand-dark underline hover:text-ink">
        Back to the home page
      </Link>
    </div>
  );
}
