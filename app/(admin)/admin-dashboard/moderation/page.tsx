import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { listBans } from "@/lib/moderation/bans";
import { countPendingComments, listModerationQueue, readModerationSettings } from "@/lib/moderation/moderation";
import { commentStatusFilter } from "@/lib/moderation/schema";
import { COMMENT_KINDS, COMMENT_STATUS_LABEL, HELD_FOR_TEXT, MODERATION_TEXT } from "@/lib/moderation/copy";
import { formatDateTime } from "@/lib/core/format";
import { firstParam, type SearchParamsProps } from "@/lib/http/search-params";
import { AdminCard, AdminSection } from "@/components/admin/kit/admin-section";
import { AdminSearch } from "@/components/admin/kit/admin-search";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { DataTable } from "@/components/admin/kit/data-table";
import {
  CommentActions,
  LiftBanButton,
  ModerationSettingsForm,
} from "@/components/admin/moderation/moderation-controls";
import { RoutePager } from "@/components/ui/route-pager";

const PATH = "/admin-dashboard/moderation";
const TABS = [...(Object.keys(COMMENT_STATUS_LABEL) as (keyof typeof COMMENT_STATUS_LABEL)[]), "all"] as const;
const tabLabel = (tab: (typeof TABS)[number]) => (tab === "all" ? "All" : COMMENT_STATUS_LABEL[tab]);

export default async function ModerationPage({ searchParams }: SearchParamsProps) {
  await requireAdminPage();
  const params = await searchParams;
  const { q, page } = readAdminQuery(params);
  const status = commentStatusFilter.parse(firstParam(params, "status") || undefined);
  const [queue, settings, bans, pending] = await Promise.all([
    listModerationQueue(status, { q, page }),
    readModerationSettings(),
    listBans(),
    countPendingComments(),
  ]);
  const query = { ...(status !== "pending" ? { status } : {}), ...(q ? { q } : {}) };

  return (
    <AdminSection
      title="Moderation"
      intro="Comments from posts, songs and the style spotlight in one place, newest first (Lagos time)."
    >
      <AdminCard id="moderation-queue" title="Comments">
        <div className="flex flex-col gap-4">
          <nav aria-label="Comment status" className="flex flex-wrap gap-2">
            {TABS.map((tab) => (
              <Link
                key={tab}
                href={tab === "pending" ? PATH : `${PATH}?status=${tab}`}
                aria-current={tab === status ? "page" : undefined}
                className={`rounded-full border px-3 py-1 text-sm ${tab === status ? "border-brand-dark bg-brand-dark text-white" : "border-gray-300"}`}
              >
                {tabLabel(tab)}
                {tab === "pending" && pending > 0 && <span className="tabular-nums"> ({pending})</span>}
              </Link>
            ))}
          </nav>
          <AdminSearch
            label="Search comments by name or text"
            q={q}
            path={PATH}
            hidden={status !== "pending" ? { status } : {}}
          />
          <RoutePager
            path={PATH}
            page={page}
            totalPages={queue.totalPages}
            label="Comment pages"
            loadingText="Loading comments..."
            query={query}
          >
            <DataTable
              rows={queue.items}
              rowKey={(item) => `${item.kind}-${item.id}`}
              caption={`${tabLabel(status)} comments`}
              empty={MODERATION_TEXT.empty}
              columns={[
                {
                  header: "Comment",
                  cell: (item) => (
                    <>
                      <p className="text-gray-600">
                        <span className="font-semibold text-ink">{item.name}</span> ·{" "}
                        {item.kind === "reply" ? `${COMMENT_KINDS.reply} to` : `${COMMENT_KINDS[item.kind]} on`}{" "}
                        <Link href={item.href} className="underline">
                          {item.about}
                        </Link>
                        {item.kind === "reply" && "'s comment"} ·{" "}
                        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                        {status === "all" && ` · ${COMMENT_STATUS_LABEL[item.status]}`}
                      </p>
                      {item.heldFor && item.status === "pending" && (
                        <p className="mt-1 text-sm font-medium text-amber-800">{HELD_FOR_TEXT[item.heldFor]}</p>
                      )}
                      <p className="mt-1 text-base whitespace-pre-line break-words">{item.text}</p>
                    </>
                  ),
                },
              ]}
              actions={(item) => <CommentActions item={item} />}
            />
          </RoutePager>
        </div>
      </AdminCard>
      <AdminCard id="moderation-rules" title="Rules">
        <ModerationSettingsForm settings={settings} />
      </AdminCard>
      <AdminCard id="moderation-bans" title="Banned commenters">
        <DataTable
          rows={bans}
          rowKey={(ban) => ban.id}
          caption="Banned commenters"
          empty={MODERATION_TEXT.noBans}
          columns={[
            { header: "Reason", cell: (ban) => ban.reason, className: "font-medium" },
            {
              header: "Banned by",
              cell: (ban) =>
                [
                  ban.byAccount && "account",
                  ban.byEmail && "email",
                  ban.byVisitor && "device",
                  ban.byAddress && `address until ${formatDateTime(ban.addressEndsAt!)}`,
                ]
                  .filter(Boolean)
                  .join(", "),
            },
            { header: "Ends (Lagos)", cell: (ban) => (ban.endsAt ? formatDateTime(ban.endsAt) : "No end") },
            { header: "Banned", cell: (ban) => `${ban.createdBy}, ${formatDateTime(ban.createdAt)}` },
          ]}
          actions={(ban) => <LiftBanButton id={ban.id} reason={ban.reason} />}
        />
      </AdminCard>
    </AdminSection>
  );
}
