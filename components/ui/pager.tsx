"use client";
// Prev / "Page X of Y" / Next for every paged list. The caller decides what a page change does (fetch a page, or
// change the URL with RoutePager); the ends disable their button, and `busy` disables both while a page loads.

const pagerButton =
  "rounded-md border border-gray-300 px-4 py-1.5 font-semibold hover:border-ink disabled:cursor-not-allowed disabled:opacity-40";

type Props = {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  busy?: boolean;
  className?: string;
};

export function Pager({ label, page, totalPages, onPage, busy = false, className = "mt-8 justify-center" }: Props) {
  return (
    <nav aria-label={label} className={`flex items-center gap-4 ${className}`}>
      <button type="button" className={pagerButton} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Prev
      </button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className={pagerButton}
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
