// The overview's record counts: one card per kind of record, linking to the section that manages it where there is one
// (to its card, for a kind with an anchor). A kind that needs attention (payments to refund) stands out while above 0.
import Link from "next/link";
import { RECORD_KINDS, type RecordCounts as Counts } from "@/lib/admin/overview";
import { findSection } from "@/components/admin/kit/sections";

export function RecordCounts({ counts }: { counts: Counts }) {
  return (
    <ul aria-label="Record counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {RECORD_KINDS.map((kind) => {
        const section = kind.section ? findSection(kind.section) : undefined;
        const href = section && ("anchor" in kind ? `${section.href}#${kind.anchor}` : section.href);
        const alarm = "attention" in kind && counts[kind.key] > 0;
        const body = (
          <>
            <span className="block text-3xl font-bold tabular-nums">{counts[kind.key].toLocaleString("en-NG")}</span>
            <span className="text-sm text-gray-700">{kind.label}</span>
          </>
        );
        return (
          <li
            key={kind.key}
            className={`rounded-lg bg-white shadow-sm${alarm ? " border-2 border-red-700 text-red-800" : ""}`}
          >
            {href ? (
              <Link href={href} className="block p-4 hover:bg-gray-100">
                {body}
              </Link>
            ) : (
              <div className="p-4">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
