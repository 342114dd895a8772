// A section's search box: a plain GET form, so it works before any script loads and the search lands in the URL
// (?q=…, page reset to 1). Extra hidden fields keep a section's other filters.
import Link from "next/link";
import { buttonClass, inputClass } from "@/components/ui/field";
import { SEARCH_MAX } from "./admin-query";

type Props = { label: string; q: string; path: string; hidden?: Record<string, string> };

export function AdminSearch({ label, q, path, hidden = {} }: Props) {
  const id = `search-${path.split("/").pop()}`;
  return (
    <form role="search" action={path} method="get" className="flex flex-wrap items-end gap-2">
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input id={id} name="q" type="search" defaultValue={q} maxLength={SEARCH_MAX} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass}>
        Search
      </button>
      {q && (
        <Link href={path} className="px-2 py-2 text-brand-dark underline">
          Clear search
        </Link>
      )}
    </form>
  );
}
