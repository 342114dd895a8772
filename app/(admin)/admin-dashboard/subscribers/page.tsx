// View Our Subscribers: the subscribers 6 a page (newest first, every status shown as such) with selection, bulk
// delete and the promo form, then the latest promo campaigns and how far each has got. Admins only.
import { loadSection } from "@/components/admin/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listCampaigns, type CampaignDto } from "@/lib/data/campaigns";
import { listSubscriberPage, type SubscriberPage } from "@/lib/data/subscriber-admin";
import { formatDateTime } from "@/lib/format";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { readAdminQuery } from "@/components/admin/admin-query";
import { DataTable, type Column } from "@/components/admin/data-table";
import { RefreshWhileRunning, RetryFailedButton } from "@/components/admin/campaign-progress";
import { SubscribersTable } from "@/components/admin/subscribers-table";
import { type SearchParamsProps } from "@/lib/search-params";

const PATH = "/admin-dashboard/subscribers";

type Props = SearchParamsProps;

const CAMPAIGN_COLUMNS: Column<CampaignDto>[] = [
  { header: "Subject", cell: (c) => c.subject, className: "font-medium" },
  {
    header: "Sent by",
    cell: (c) => (
      <>
        {c.createdBy}
        <br />
        <span className="text-xs text-gray-600">{formatDateTime(c.createdAt)}</span>
      </>
    ),
  },
  {
    header: "Progress",
    cell: (c) => (
      <>
        <progress
          value={c.sent + c.outbox + c.failed}
          max={c.recipients}
          aria-label={`Progress of ${c.subject}`}
          className="w-32"
        />
        <p className="text-xs">
          {c.finished ? "Finished" : "Sending"}: {c.queued} queued · {c.sent} sent · {c.outbox} in outbox · {c.failed}{" "}
          failed (of {c.recipients})
        </p>
      </>
    ),
  },
];

export default async function SubscribersPage({ searchParams }: Props) {
  await requireAdminPage();
  const { page } = readAdminQuery(await searchParams);
  const [list, campaigns] = await Promise.all([
    loadSection<SubscriberPage>("Subscribers", () => listSubscriberPage({ page })),
    loadSection<CampaignDto[]>("Campaigns", () => listCampaigns()),
  ]);
  return (
    <AdminSection title="View Our Subscribers" intro="Only active (confirmed) subscribers are ever mailed.">
      <AdminCard id="subscribers" title={list ? `Subscribers (${list.total})` : "Subscribers"}>
        {!list ? (
          <p role="alert" className="text-red-700">
            Failed to fetch subscribers
          </p>
        ) : (
          <SubscribersTable
            key={page}
            subscribers={list.subscribers}
            path={PATH}
            page={page}
            totalPages={list.totalPages}
          />
        )}
      </AdminCard>
      <AdminCard id="campaigns" title="Promo campaigns">
        {!campaigns ? (
          <p role="alert" className="text-red-700">
            Failed to fetch campaigns
          </p>
        ) : (
          <>
            <RefreshWhileRunning running={campaigns.some((c) => !c.finished)} />
            <DataTable
              rows={campaigns}
              rowKey={(c) => c.id}
              columns={CAMPAIGN_COLUMNS}
              empty="No promo emails sent yet."
              actions={(c) => (c.failed > 0 && c.finished ? <RetryFailedButton id={c.id} subject={c.subject} /> : null)}
            />
          </>
        )}
      </AdminCard>
    </AdminSection>
  );
}
