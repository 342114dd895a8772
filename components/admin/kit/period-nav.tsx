// A chart group's choice of period or bucket as plain links (the choice lives in the URL, so it works without
// script and survives reload); the current one is marked for assistive technology as well as by colour.
import Link from "next/link";

export type PeriodOption = { href: string; label: string; current: boolean };

export function PeriodNav({ label, options }: { label: string; options: PeriodOption[] }) {
  return (
    <nav aria-label={label} className="flex gap-2 text-sm">
      {options.map((o) => (
        <Link
          key={o.href}
          href={o.href}
          aria-current={o.current ? "page" : undefined}
          className={`rounded px-3 py-1 ${o.current ? "bg-brand-dark font-semibold text-white" : "bg-gray-100 text-ink hover:bg-gray-200"}`}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
