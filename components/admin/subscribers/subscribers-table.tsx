"use client";
// View Our Subscribers: one page of subscribers with their status, a checkbox per row and "Select all on this page";
// "Delete selected" asks once, then removes them all in one request. The selection also decides who a promo goes to
// (PromoForm), so both live under this component, and so does the pager: it belongs under the list, above the form
// (RoutePager would put it after its children, below the form).
import { useState } from "react";
import { Pager } from "@/components/ui/pager";
import { pageHref, usePageNavigation } from "@/components/ui/route-pager";
import type { AudienceCount, SubscriberDto } from "@/lib/subscribers/admin";
import { INTEREST_LABELS } from "@/lib/subscribers/interests";
import { formatDate } from "@/lib/core/format";
import { SUBSCRIBER_ADMIN_TEXT } from "@/lib/subscribers/promo-copy";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { ConfirmDialog } from "@/components/admin/kit/confirm-dialog";
import { DataTable } from "@/components/admin/kit/data-table";
import { useAction } from "@/components/admin/kit/use-action";
import { PromoForm } from "./promo-form";
import { ImportedBadge } from "@/components/admin/kit/imported-badge";

const STATUS = {
  ACTIVE: { label: "Active", className: "bg-green-100 text-green-900" },
  PENDING: { label: "Pending", className: "bg-yellow-100 text-yellow-900" },
  UNSUBSCRIBED: { label: "Unsubscribed", className: "bg-gray-200 text-gray-800" },
} as const;

type Props = {
  subscribers: SubscriberDto[];
  audience: AudienceCount[];
  path: string;
  page: number;
  totalPages: number;
};

export function SubscribersTable({ subscribers, audience, path, page, totalPages }: Props) {
  const { busy, run } = useAction();
  const { pending, go } = usePageNavigation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // Only rows on this page can be selected; a row that left the page (deleted, paged away) drops out.
  const chosen = subscribers.filter((s) => selected.has(s.id));
  const allChosen = subscribers.length > 0 && chosen.length === subscribers.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(subscribers.map((s) => s.id)));

  const deleteSelected = () =>
    run(
      "/subscribers/delete",
      { method: "POST", json: { ids: chosen.map((s) => s.id) } },
      {
        success: SUBSCRIBER_ADMIN_TEXT.bulkRemoved,
        failure: SUBSCRIBER_ADMIN_TEXT.bulkFailed,
        serverMessage: false,
        then: () => {
          setConfirming(false);
          setSelected(new Set());
        },
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="min-h-6 text-gray-600">
        {pending ? "Loading subscribers..." : ""}
      </p>
      {subscribers.length === 0 ? (
        <p>{SUBSCRIBER_ADMIN_TEXT.empty}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={allChosen} onChange={toggleAll} className="size-4" />
              Select all on this page
            </label>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={chosen.length === 0}
              className="rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Delete selected ({chosen.length})
            </button>
          </div>
          <DataTable
            rows={subscribers}
            rowKey={(s) => s.id}
            columns={[
              {
                header: "Selected",
                hiddenHeader: true,
                cell: (s) => (
                  <input
                    type="checkbox"
                    checked={selected.has(s.id)}
                    onChange={() => toggle(s.id)}
                    aria-label={`Select ${s.email}`}
                    className="size-4"
                  />
                ),
              },
              {
                header: "Email",
                cell: (s) => (
                  <>
                    {s.email}
                    {s.imported ? <ImportedBadge title="From the old site's list" /> : null}
                  </>
                ),
                className: "font-medium",
              },
              {
                header: "Status",
                cell: (s) => (
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS[s.status].className}`}>
                    {STATUS[s.status].label}
                  </span>
                ),
              },
              { header: "Interests", cell: (s) => s.interests.map((i) => INTEREST_LABELS[i]).join(", ") },
              { header: "Subscribed", cell: (s) => formatDate(s.subscribedAt) },
            ]}
            actions={(s) => (
              <ConfirmDelete
                path={`/subscribers/${s.id}`}
                name={s.email}
                success={SUBSCRIBER_ADMIN_TEXT.removed}
                failure={SUBSCRIBER_ADMIN_TEXT.removeFailed}
                warning={`${s.email} is removed from the newsletter list. This cannot be undone.`}
              />
            )}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${chosen.length} selected subscriber${chosen.length === 1 ? "" : "s"}?`}
        busy={busy}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={deleteSelected}
      >
        <p className="text-gray-700">
          {chosen.map((s) => s.email).join(", ")} will be removed from the newsletter list. This cannot be undone.
        </p>
      </ConfirmDialog>
      <Pager
        label="Subscriber pages"
        page={page}
        totalPages={totalPages}
        busy={pending}
        onPage={(n) => go(pageHref(path, n))}
      />
      <PromoForm
        audience={audience}
        selected={chosen.map((s) => ({
          id: s.id,
          email: s.email,
          active: s.status === "ACTIVE",
          interests: s.interests,
        }))}
      />
    </div>
  );
}
