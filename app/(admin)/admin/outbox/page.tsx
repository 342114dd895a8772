import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { listEmails, type EmailDto } from "@/lib/email/outbox";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { RetryEmailButton } from "@/components/admin/outbox/retry-email-button";
import { RoutePager } from "@/components/ui/route-pager";
import { formatDate } from "@/lib/core/format";
import { DataTable, type Column } from "@/components/admin/kit/data-table";

const COLUMNS: Column<EmailDto>[] = [
  { header: "To", cell: (m) => m.to },
  { header: "Subject", cell: (m) => m.subject },
  { header: "Status", lead: true, cell: (m) => <span title={m.error ?? undefined}>{m.status.toLowerCase()}</span> },
  { header: "Date", cell: (m) => formatDate(m.createdAt) },
];

export default async function OutboxPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const { emails, page, totalPages, total } = await listEmails({ page: readAdminQuery(await searchParams).page });
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
          <DataTable
            rows={emails}
            rowKey={(m) => m.id}
            columns={COLUMNS}
            actions={(m) => (
              <>
                <Link
                  href={`/admin/outbox/${m.id}`}
                  className="text-brand-dark underline"
                  aria-label={`View email to ${m.to}: ${m.subject}`}
                >
                  View
                </Link>
                {m.status !== "SENT" && <RetryEmailButton id={m.id} />}
              </>
            )}
          />
        </RoutePager>
      )}
    </section>
  );
}
