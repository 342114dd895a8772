// View Our Subscribers: the subscribers 6 a page (newest first, every status shown as such) with selection, bulk
// delete and the promo form, then the latest promo campaigns and how far each has got, then the addresses that asked
// never to be emailed again (no sender mails them), and the old site's subscribers: how many were asked to confirm
// and did. Admins only.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listCampaigns, type CampaignDto } from "@/lib/subscribers/campaigns";
import { activeAudience, listSubscriberPage, type AudienceCount, type SubscriberPage } from "@/lib/subscribers/admin";
import { formatDateTime, formatNaira } from "@/lib/core/format";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { DataTable, type Column } from "@/components/admin/kit/data-table";
import {
  CancelCampaignButton,
  RefreshWhileRunning,
  RetryFailedButton,
} from "@/components/admin/subscribers/campaign-progress";
import { INTEREST_LABELS, INTERESTS } from "@/lib/subscribers/interests";
import { SubscribersTable } from "@/components/admin/subscribers/subscribers-table";
import { type SearchParamsProps } from "@/lib/http/search-params";
import { listSuppressions, type SuppressionDto } from "@/lib/email/suppression";
import { importedProgress, RECONFIRM_BATCH, type ImportedProgress } from "@/lib/subscribers/imported";
import { ImportedSubscribers } from "@/components/admin/subscribers/imported-subscribers";

const PATH = "/admin-dashboard/subscribers";

type Props = SearchParamsProps;

const CAMPAIGN_COLUMNS: Column<CampaignDto>[] = [
  { header: "Subject", cell: (c) => c.subject, className: "font-medium" },
  {
    header: "By",
    cell: (c) => (
      <>
        {c.createdBy}
        <br />
        <span className="text-xs text-gray-600">{formatDateTime(c.createdAt)}</span>
      </>
    ),
  },
  {
    header: "Audience",
    cell: (c) =>
      c.release
        ? "Fans who asked for a release-day reminder"
        : [
            c.chosen > 0 ? `${c.chosen} chosen` : "Everyone",
            c.interests.length < INTERESTS.length ? c.interests.map((i) => INTEREST_LABELS[i]).join(", ") : null,
          ]
            .filter(Boolean)
            .join(" · "),
  },
  {
    header: "Progress",
    cell: (c) =>
      c.scheduled ? (
        <p className="text-sm">
          Scheduled for <time dateTime={c.sendAt ?? undefined}>{formatDateTime(c.sendAt!)}</time> (
          {c.recipients === 1 ? "1 subscriber" : `${c.recipients} subscribers`} matched when scheduled)
        </p>
      ) : (
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
  {
    header: "Clicks",
    cell: (c) =>
      c.scheduled ? null : c.clicks.links.length === 0 ? (
        <span className="text-sm text-gray-600">No links</span>
      ) : (
        <>
          <p className="text-sm">
            {c.clicks.people} of {c.sent + c.outbox} delivered clicked ({c.clicks.clicks}{" "}
            {c.clicks.clicks === 1 ? "click" : "clicks"})
          </p>
          <p className="text-sm">
            Brought {c.attributed.bookings} {c.attributed.bookings === 1 ? "booking" : "bookings"} (
            {formatNaira(c.attributed.paidKobo)} paid)
          </p>
          <details className="text-xs">
            <summary className="cursor-pointer">Links ({c.clicks.links.length})</summary>
            <ul className="mt-1 flex flex-col gap-1">
              {c.clicks.links.map((l) => (
                <li key={l.url}>
                  <span className="break-all">{l.url}</span>: {l.people} {l.people === 1 ? "person" : "people"},{" "}
                  {l.clicks} {l.clicks === 1 ? "click" : "clicks"}
                </li>
              ))}
            </ul>
          </details>
        </>
      ),
  },
];

const SUPPRESSION_COLUMNS: Column<SuppressionDto>[] = [
  { header: "Address", cell: (a) => a.email, className: "font-medium" },
  { header: "Since", cell: (a) => formatDateTime(a.createdAt) },
];

export default async function SubscribersPage({ searchParams }: Props) {
  await requireAdminPage();
  const { page } = readAdminQuery(await searchParams);
  const [list, audience, campaigns, suppressed, imported] = await Promise.all([
    loadSection<SubscriberPage>("Subscribers", () => listSubscriberPage({ page })),
    loadSection<AudienceCount[]>("Audience", () => activeAudience()),
    loadSection<CampaignDto[]>("Campaigns", () => listCampaigns()),
    loadSection("Never email", () => listSuppressions()),
    loadSection<ImportedProgress>("Imported", () => importedProgress()),
  ]);
  return (
    <AdminSection title="View Our Subscribers" intro="Only active (confirmed) subscribers get promos.">
      <AdminCard id="subscribers" title={list ? `Subscribers (${list.total})` : "Subscribers"}>
        {!list ? (
          <p role="alert" className="text-red-700">
            Failed to fetch subscribers
          </p>
        ) : (
          <SubscribersTable
            key={page}
            subscribers={list.subscribers}
            audience={audience ?? []}
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
            <RefreshWhileRunning running={campaigns.some((c) => !c.finished && !c.scheduled)} />
            <DataTable
              rows={campaigns}
              rowKey={(c) => c.id}
              columns={CAMPAIGN_COLUMNS}
              empty="No promo emails sent yet."
              actions={(c) =>
                c.scheduled ? (
                  <CancelCampaignButton id={c.id} subject={c.subject} />
                ) : c.failed > 0 && c.finished ? (
                  <RetryFailedButton id={c.id} subject={c.subject} />
                ) : null
              }
            />
          </>
        )}
      </AdminCard>
      {imported?.imported === 0 ? null : (
        <AdminCard id="imported" title="Imported from the old site">
          {!imported ? (
            <p role="alert" className="text-red-700">
              Failed to fetch the imported subscribers
            </p>
          ) : (
            <ImportedSubscribers progress={imported} batch={RECONFIRM_BATCH} />
          )}
        </AdminCard>
      )}
      <AdminCard id="never-email" title={suppressed ? `Never email (${suppressed.total})` : "Never email"}>
        {!suppressed ? (
          <p role="alert" className="text-red-700">
            Failed to fetch the never-email list
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600">
              People who said &quot;this wasn&apos;t me&quot; in an email someone else made us send. Nothing is sent to
              them, by any part of the site.
            </p>
            <DataTable
              rows={suppressed.addresses}
              rowKey={(a) => a.email}
              columns={SUPPRESSION_COLUMNS}
              empty="Nobody has asked yet."
            />
          </>
        )}
      </AdminCard>
    </AdminSection>
  );
}
