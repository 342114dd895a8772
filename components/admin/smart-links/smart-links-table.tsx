// The Smart Links section's rows: cover, title, artist, whether a signed-in creator owns it, whether it is hidden or not
// yet approved (made signed out: noindex, not in the sitemap), its all-time views and clicks (from the roll-up, one
// query for the page), and per row Statistics, Approve (when not approved), Hide/Show, Edit and Delete (after
// confirmation); one brought from the old site is marked imported.
import Link from "next/link";
import type { SmartLinkWithTotals } from "@/lib/smart-links/stats";
import { PLATFORMS } from "@/lib/smart-links/platforms";
import { SMART_LINK_DELETE_FAILED, SMART_LINK_DELETED } from "@/lib/smart-links/copy";
import { StaticImage } from "@/components/ui/static-image";
import { count } from "@/components/charts/scale";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudRows } from "@/components/admin/kit/crud-section";
import { ImportedBadge } from "@/components/admin/kit/imported-badge";
import { SmartLinkForm } from "./smart-link-form";
import { SmartLinkApprove } from "./smart-link-approve";
import { SmartLinkVisibility } from "./smart-link-visibility";

const PLATFORM_FIELDS = PLATFORMS.map(({ field, label }) => ({ field, label }));

type SmartLinkRow = SmartLinkWithTotals & { imported: boolean };

const COLUMNS: AdminColumn<SmartLinkRow>[] = [
  {
    header: "Cover",
    cell: (l) => (
      <span className="relative block h-12 w-12 overflow-hidden rounded bg-gray-100">
        <StaticImage src={l.coverImageUrl} alt="" fill sizes="48px" className="object-cover" />
      </span>
    ),
  },
  {
    header: "Title",
    cell: (l) => (
      <>
        {l.songTitle}
        {l.imported && <ImportedBadge />}
        {l.hidden && (
          <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Hidden</span>
        )}
        {!l.approved && (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Not indexed</span>
        )}
      </>
    ),
    className: "font-medium",
  },
  { header: "Artist", cell: (l) => l.artistName },
  { header: "Owner", cell: (l) => (l.owned ? "Yes" : "No") },
  { header: "Views", cell: (l) => count(l.views), className: "tabular-nums" },
  { header: "Clicks", cell: (l) => count(l.clicks), className: "tabular-nums" },
  {
    header: "Moderation",
    cell: (l) => (
      <span className="flex gap-3 whitespace-nowrap">
        <Link
          href={`/admin-dashboard/smart-links/${l.slug}`}
          aria-label={`Statistics of ${l.songTitle}`}
          className="text-brand-dark underline"
        >
          Statistics
        </Link>
        {!l.approved && <SmartLinkApprove slug={l.slug} songTitle={l.songTitle} />}
        <SmartLinkVisibility link={l} platforms={PLATFORM_FIELDS} />
      </span>
    ),
  },
];

/** `direct`: a new cover goes straight to Blob (the page asks directUploads()). */
export const smartLinkRows = (direct: boolean): CrudRows<SmartLinkRow> => ({
  empty: "No smart links yet.",
  columns: COLUMNS,
  name: (l) => l.songTitle,
  editForm: (l, doneHref) => <SmartLinkForm link={l} platforms={PLATFORM_FIELDS} doneHref={doneHref} direct={direct} />,
  remove: (l) => ({
    path: `/smart-links/${l.slug}`,
    success: SMART_LINK_DELETED,
    failure: SMART_LINK_DELETE_FAILED,
    serverMessage: true,
    warning: "Its page, QR code, statistics and cover picture are deleted with it. This cannot be undone.",
  }),
});
