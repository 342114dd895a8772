import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { isVerifyLink } from "@/lib/accounts/email-verification";
import { VERIFY_TEXT } from "@/lib/email/trust-copy";
import { TokenAction } from "@/components/accounts/token-action";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = { title: VERIFY_TEXT.title, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

// Opening the page changes nothing (link scanners open links too, and a sign-up may use someone else's address); the
// button's POST confirms.
export default async function VerifyEmailPage({ params }: Props) {
  await connection();
  const { token } = await params;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{VERIFY_TEXT.title}</h1>
      {(await isVerifyLink(token)) ? (
        <TokenAction path={`/verify-email/${encodeURIComponent(token)}`} text={VERIFY_TEXT} />
      ) : (
        <p role="status" className="text-lg text-red-700">
          {VERIFY_TEXT.invalid}
        </p>
      )}
      <Link href="/home" className="font-semibold text-brand-dark underline hover:text-ink">
        Back to the home page
      </Link>
    </div>
  );
}
