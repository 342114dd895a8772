// Activity log: every admin write (who, what, which record, when), newest first, filtered by admin and record type in
// a plain GET form and paged — all of it in the URL (`?admin=&type=&page=`). A filter that names nothing the log
// knows is ignored, and the page says so.
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { listActivity, listActivityActors, type ActivityDto } from "@/lib/activity/activity";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_RECORD_TYPES,
  isActivityRecordType,
  type ActivityRecordType,
} from "@/lib/activity/rules";
import { activityAdminParam, activityTypeParam } from "@/lib/activity/schema";
import { formatDateTime } from "@/lib/core/format";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { DataTable, type Column } from "@/components/admin/kit/data-table";
import { findSection } from "@/components/admin/kit/sections";
import { buttonClass, inputClass } from "@/components/ui/field";
import { RoutePager } from "@/components/ui/route-pager";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/activity";

type Props = SearchParamsProps;

/** Where a record of each type is managed (the section its link opens); an email opens in the outbox instead. */
const RECORD_SECTIONS: Record<ActivityRecordType, string | null> = {
  admin: "admins",
  advert: "adverts",
  artist: "artists",
  booking: "bookings",
  campaign: "subscribers",
  comment: "moderation",
  "commenter-ban": "moderation",
  email: null,
  partner: "partners",
  moderation: "moderation",
  payment: "bookings",
  post: "manage-posts",
  "smart-link": "smart-links",
  song: "songs",
  "song-comment": "songs",
  spotlight: "spotlights",
  "spotlight-comment": "spotlights",
  subscriber: "subscribers",
  "team-member": "team",
  worker: "workers",
};

/** The page that shows the record, or its section; none for a deleted record (there is nothing left to open). */
function recordHref(entry: ActivityDto): string | null {
  if (entry.action === "DELETE" || !isActivityRecordType(entry.type)) return null;
  if (entry.type === "post" && entry.recordId) return `/admin/edit-post/${encodeURIComponent(entry.recordId)}`;
  if (entry.type === "email")
    return entry.recordId ? `/admin/outbox/${encodeURIComponent(entry.recordId)}` : "/admin/outbox";
  const slug = RECORD_SECTIONS[entry.type];
  return slug ? (findSection(slug)?.href ?? null) : null;
}

const typeLabel = (type: string) => (isActivityRecordType(type) ? ACTIVITY_RECORD_TYPES[type] : type);

const COLUMNS: Column<ActivityDto>[] = [
  {
    header: "When (Lagos)",
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    className: "whitespace-nowrap",
  },
  { header: "Who", cell: (entry) => entry.actor },
  { header: "Action", cell: (entry) => ACTIVITY_ACTION_LABELS[entry.action] },
  { header: "Record type", cell: (entry) => typeLabel(entry.type) },
  {
    header: "Summary",
    cell: (entry) => {
      const href = recordHref(entry);
      return href ? (
        <Link href={href} className="text-brand-dark underline">
          {entry.summary}
        </Link>
      ) : (
        entry.summary
      );
    },
  },
];

export default async function ActivityLogPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const actors = await listActivityActors();
  const ignored: string[] = [];
  const adminParsed = activityAdminParam.safeParse(firstParam(params, "admin"));
  let admin = adminParsed.success ? adminParsed.data : undefined;
  if (!adminParsed.success || (admin && !actors.some((a) => a.id === admin))) {
    ignored.push("That admin has no activity in the log, so every admin is shown.");
    admin = undefined;
  }
  const typeParsed = activityTypeParam.safeParse(firstParam(params, "type"));
  const type = typeParsed.success ? typeParsed.data : undefined;
  if (!typeParsed.success) ignored.push("That record type is unknown, so every type is shown.");
  const { page } = readAdminQuery(params);
  const log = await listActivity({ actorId: admin, type, page });
  const filtered = Boolean(admin || type);
  const query: Record<string, string> = { ...(admin ? { admin } : {}), ...(type ? { type } : {}) };

  return (
    <AdminSection
      title="Activity log"
      intro="Every change an admin makes, and each look at a private record (a worker's photo), with who and when (Lagos time)."
    >
      <AdminCard id="activity" title="Changes">
        <div className="flex flex-col gap-4">
          <form
            action={PATH}
            method="get"
            aria-label="Filter the activity log"
            className="flex flex-wrap items-end gap-3"
          >
            <div className="flex min-w-48 flex-col gap-1">
              <label htmlFor="activity-admin" className="text-sm font-medium">
                Admin
              </label>
              <select id="activity-admin" name="admin" defaultValue={admin ?? ""} className={inputClass}>
                <option value="">All admins</option>
                {actors.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex min-w-48 flex-col gap-1">
              <label htmlFor="activity-type" className="text-sm font-medium">
                Record type
              </label>
              <select id="activity-type" name="type" defaultValue={type ?? ""} className={inputClass}>
                <option value="">All record types</option>
                {Object.entries(ACTIVITY_RECORD_TYPES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass}>
              Filter
            </button>
            {filtered && (
              <Link href={PATH} className="px-2 py-2 text-brand-dark underline">
                Clear filters
              </Link>
            )}
          </form>
          {ignored.map((text) => (
            <p key={text} role="status" className="rounded bg-amber-50 p-3 text-amber-900">
              {text}
            </p>
          ))}
          <RoutePager
            path={PATH}
            page={page}
            totalPages={log.totalPages}
            label="Activity pages"
            loadingText="Loading activity..."
            query={query}
          >
            <DataTable
              rows={log.entries}
              rowKey={(entry) => entry.id}
              columns={COLUMNS}
              caption={`Admin activity, newest first${log.total ? `, ${log.total} in all` : ""}`}
              empty={
                filtered
                  ? "No activity matches these filters."
                  : page > 1
                    ? "There is no activity on this page."
                    : "No admin activity yet. Changes made in the dashboard will be listed here."
              }
            />
          </RoutePager>
        </div>
      </AdminCard>
    </AdminSection>
  );
}
