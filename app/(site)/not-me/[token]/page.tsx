import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { readNotMeToken } from "@/lib/email/suppression";
import { NOT_ME_TEXT } from "@/lib/email/trust-copy";
import { TokenAction } from "@/components/accounts/token-action";

// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = { title: NOT_ME_TEXT.title, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

// Opening the page changes nothing (link scanners open links too); the button's POST suppresses the address.
export default async function NotMePage({ params }: Props) {
  await connection();
  const { token } = await params;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{NOT_ME_TEXT.title}</h1>
      {readNotMeToken(token) ? (
        <TokenAction path={`/not-me/${encodeURIComponent(token)}`} text={NOT_ME_TEXT} />
      ) : (
        <p role="status" className="text-lg text-red-700">
          {NOT_ME_TEXT.invalid}
        </p>
      )}
      <Link href="/home" className="font-semibold text-brand-dark underline hover:text-ink">
        Back to the home page
      </Link>
    </div>
  );
}
