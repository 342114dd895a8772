// View Our Subscribers: the subscribers 6 a page (newest first, every status shown as such) with selection, bulk
// delete and the promo form, then the latest promo campaigns and how far each has got. Admins only.
import { loadSection } from "@/components/admin/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listCampaigns, type CampaignDto } from "@/lib/data/campaigns";
import { listSubscriberPage, type SubscriberPage } from "@/lib/data/subscriber-admin";
import { formatDateTime } from "@/lib/format";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { readAdminQuery } from "@/components/admin/admin-query";
import { RefreshWhileRunning, RetryFailedButton } from "@/components/admin/campaign-progress";
import { SubscribersTable } from "@/components/admin/subscribers-table";
import { type SearchParamsProps } from "@/lib/search-params";

const PATH = "/admin-dashboard/subscribers";

type Props = SearchParamsProps;

function CampaignRow({ c }: { c: CampaignDto }) {
  const done = c.sent + c.outbox + c.failed;
  return (
    <tr className="border-b align-top last:border-0">
      <td className="py-2 pr-4 font-medium">{c.subject}</td>
      <td className="py-2 pr-4">
        {c.createdBy}
        <br />
        <span className="text-xs text-gray-600">{formatDateTime(c.createdAt)}</span>
      </td>
      <td className="py-2 pr-4">
        <progress value={done} max={c.recipients} aria-label={`Progress of ${c.subject}`} className="w-32" />
        <p className="text-xs">
          {c.finished ? "Finished" : "Sending"}: {c.queued} queued · {c.sent} sent · {c.outbox} in outbox · {c.failed}{" "}
          failed (of {c.recipients})
        </p>
      </td>
      <td className="py-2">
        {c.failed > 0 && c.finished ? <RetryFailedButton id={c.id} subject={c.subject} /> : null}
      </td>
    </tr>
  );
}

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
        ) : campaigns.length === 0 ? (
          <p>No promo emails sent yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <RefreshWhileRunning running={campaigns.some((c) => !c.finished)} />
            <table className="w-full text-left text-sm">
              <thead className="border-b">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Subject
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Sent by
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Progress
                  </th>
                  <th scope="col" className="py-2">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((c) => (
                  <CampaignRow key={c.id} c={c} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminCard>
    </AdminSection>
  );
}
