import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { confirmEmailChange } from "@/lib/data/email-change";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = {
  title: "Confirm your new email",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// Opening the emailed link is the confirmation (as for subscriptions), so this page is rendered for every request and
// never cached. Confirming signs the account out everywhere, this browser included.
export default async function ConfirmEmailPage({ params }: Props) {
  await connection();
  const result = await confirmEmailChange((await params).token);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{result.ok ? "Email changed" : "Email not changed"}</h1>
      <p role="status" className={result.ok ? "text-lg" : "text-lg text-red-700"}>
        {result.ok ? `Your email is now ${result.email}.` : result.message}
      </p>
      <p className="text-gray-600">
        {result.ok
          ? "For your security every device was signed out. Log in again with your new email."
          : "Log in and change your email from your profile again to get a new link."}
      </p>
      <Link href="/login" className="font-semibold text-brand-dark underline hover:text-ink">
        Go to Login
      </Link>
    </div>
  );
}
