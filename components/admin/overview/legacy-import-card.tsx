// The overview's card of the latest import from the old site (docs/features/admin-dashboard.md#the-overview): when it
// ran (Lagos time) and whether it finished, what each collection brought (created, updated, merged, skipped), its
// problems by kind with their CSV, and how far the imported subscribers are in confirming again. The counts are the
// kit's DataTable, so on a phone each collection is a card of its own and nothing is wider than the screen.
import Link from "next/link";
import type { ImportRunSummary } from "@/lib/legacy-import/report";
import type { CollectionCounts } from "@/lib/legacy-import/run";
import type { ImportedProgress } from "@/lib/subscribers/imported";
import { formatDateTime } from "@/lib/core/format";
import { AdminCard } from "@/components/admin/kit/admin-section";
import { DataTable, type Column } from "@/components/admin/kit/data-table";

type Row = [collection: string, counts: CollectionCounts];

const COLUMNS: Column<Row>[] = [
  { header: "Collection", cell: ([name]) => name, className: "font-medium" },
  ...(["created", "updated", "merged", "skipped"] as const).map((key) => ({
    header: key[0].toUpperCase() + key.slice(1),
    cell: ([, counts]: Row) => (counts[key] ?? 0).toLocaleString("en-NG"),
    className: "tabular-nums",
  })),
];
const KIND_LABELS = { skipped: "skipped", conflict: "conflicts", note: "notes", failed: "failed" } as const;

type Props = { run: ImportRunSummary; subscribers: ImportedProgress };

export function LegacyImportCard({ run, subscribers }: Props) {
  const collections = Object.entries(run.counts);
  const csv = `/mnb/api/legacy-import/problems?run=${encodeURIComponent(run.id)}`;
  return (
    <AdminCard id="legacy-import" title="Imported from the old site">
      <div className="flex flex-col gap-4 text-sm">
        <p>
          Latest import started <time dateTime={run.startedAt.toISOString()}>{formatDateTime(run.startedAt)}</time>
          {run.finishedAt ? (
            <>
              , finished <time dateTime={run.finishedAt.toISOString()}>{formatDateTime(run.finishedAt)}</time>.
            </>
          ) : (
            <> — not finished: still running, or stopped (run it again to resume).</>
          )}
          {run.since && <> Only what changed since {formatDateTime(run.since)}.</>}
        </p>
        <DataTable
          rows={collections}
          rowKey={([name]) => name}
          columns={COLUMNS}
          caption="What each collection brought"
          empty="No collection was read yet."
        />
        <p>
          {run.problemTotal === 0 ? (
            "No problems."
          ) : (
            <>
              Problems:{" "}
              {Object.entries(run.problems)
                .filter(([, n]) => n > 0)
                .map(([kind, n]) => `${n} ${KIND_LABELS[kind as keyof typeof KIND_LABELS]}`)
                .join(", ")}
              .
            </>
          )}{" "}
          <a href={csv} download className="text-brand-dark underline">
            Download the problems (CSV)
          </a>
        </p>
        {subscribers.imported > 0 && (
          <p>
            Imported subscribers: {subscribers.confirmed} of {subscribers.imported} confirmed again, {subscribers.asked}{" "}
            asked, {subscribers.left} left to ask.{" "}
            <Link href="/admin-dashboard/subscribers#imported" className="text-brand-dark underline">
              Ask them on the subscribers page
            </Link>
          </p>
        )}
      </div>
    </AdminCard>
  );
}
