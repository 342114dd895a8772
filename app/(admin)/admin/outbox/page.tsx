import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { listEmails } from "@/lib/data/emails";
import { pageParam } from "@/lib/validations/basics";
import { RetryEmailButton } from "@/components/admin/retry-email-button";
import { RoutePager } from "@/components/ui/route-pager";
import { formatDate } from "@/lib/format";

export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requireAdminPage();
  const { emails, page, totalPages, total } = await listEmails({ page: pageParam.parse((await searchParams).page) });
  return (
    <section aria-labelledby="outbox" className="rounded-lg bg-white p-6 shadow-sm">
      <h1 id="outbox" className="mb-1 font-serif text-3xl font-bold">
        Outbox
      </h1>
      <p className="mb-4 text-sm text-gray-600">
        Every email the site sends ({total}). Without a Resend key, messages stay here.
      </p>
      {emails.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <RoutePager
          path="/admin/outbox"
          page={page}
          totalPages={totalPages}
          label="Outbox pages"
          loadingText="Loading emails..."
        >
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    To
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Subject
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {emails.map((m) => (
                  <tr key={m.id} className="border-b last:border-0">
                    <td className="py-2 pr-4">{m.to}</td>
                    <td className="py-2 pr-4">{m.subject}</td>
                    <td className="py-2 pr-4" title={m.error ?? undefined}>
                      {m.status.toLowerCase()}
                    </td>
                    <td className="py-2 pr-4">{formatDate(m.createdAt)}</td>
                    <td className="flex gap-3 py-2">
                      <Link
                        href={`/admin/outbox/${m.id}`}
                        className="text-brand-dark underline"
                        aria-label={`View email to ${m.to}: ${m.subject}`}
                      >
                        View
                      </Link>
                      {m.status !== "SENT" && <RetryEmailButton id={m.id} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </RoutePager>
      )}
    </section>
  );
}
