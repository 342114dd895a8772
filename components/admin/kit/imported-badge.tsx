// The mark of a row the import brought from the old site (its LegacyRecord), the same in every admin list.
export function ImportedBadge({ title = "Brought over from the old site" }: { title?: string }) {
  return (
    <span title={title} className="ml-2 rounded bg-blue-100 px-1.5 py-0.5 text-xs font-normal text-blue-900">
      imported
    </span>
  );
}
