import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { TokenAction } from "@/components/accounts/token-action";
import { EMAIL_CHANGE_TEXT } from "@/lib/email/trust-copy";
import { isEmailChangeLink } from "@/lib/accounts/email-change";
import { EMAIL_CHANGE_INVALID } from "@/lib/accounts/schema";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = {
  title: EMAIL_CHANGE_TEXT.title,
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// Opening the emailed link changes nothing (mail scanners open links too, and confirming signs the account out
// everywhere): the button's POST /mnb/api/confirm-email-change does, this browser included.
export default async function ConfirmEmailPage({ params }: Props) {
  await connection();
  const { token } = await params;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{EMAIL_CHANGE_TEXT.title}</h1>
      {(await isEmailChangeLink(token)) ? (
        <TokenAction path="/confirm-email-change" json={{ token }} text={EMAIL_CHANGE_TEXT} />
      ) : (
        <>
          <p role="status" className="text-lg text-red-700">
            {EMAIL_CHANGE_INVALID}
          </p>
          <p className="text-gray-600">{EMAIL_CHANGE_TEXT.afterwards}</p>
        </>
      )}
      <Link href="/login" className="font-semibold text-brand-dark underline hover:text-ink">
        Go to Login
      </Link>
    </div>
  );
}
