import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { findEmail } from "@/lib/email/outbox";
import { REDACTED } from "@/lib/email/redact";

export default async function EmailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const email = await findEmail((await params).id);
  if (!email) return <p role="alert">Email not found.</p>;
  // A redacted link ends in "[redacted]"; it is listed as text, since it leads nowhere.
  const links = email.text.match(/https?:\/\/(?:[^\s)\]\[]|\[redacted\])+/g) ?? [];
  return (
    <article className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
      <Link href="/admin/outbox" className="text-sm underline">
        ← Outbox
      </Link>
      <h1 className="font-serif text-2xl font-bold">{email.subject}</h1>
      <p className="text-sm text-gray-600">
        To {email.to} · {email.template} · {email.status.toLowerCase()}
        {email.error ? ` · ${email.error}` : ""}
      </p>
      {links.length > 0 && (
        <ul aria-label="Links in this email" className="list-disc pl-6 text-sm">
          {[...new Set(links)].map((href) => (
            <li key={href} className="break-all">
              {href.includes(REDACTED) ? (
                href
              ) : (
                <a href={href} className="underline">
                  {href}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {email.text.includes(REDACTED) && (
        <p className="text-sm text-gray-600">
          Single-use links are shown as {REDACTED}: only the recipient can use them.
        </p>
      )}
      {/* The rendered HTML is shown in a sandboxed frame so nothing in it can run or reach this page. */}
      <iframe title="Email preview" sandbox="" srcDoc={email.html} className="h-[480px] w-full rounded border" />
      <details>
        <summary className="cursor-pointer text-sm">Plain text</summary>
        <pre className="whitespace-pre-wrap text-sm">{email.text}</pre>
      </details>
    </article>
  );
}
