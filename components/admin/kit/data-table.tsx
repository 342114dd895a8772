// Every list in the dashboard is this one table: a header row of columns (plus "Actions" when rows have actions), one
// row per item, an optional row across the table that replaces an item's cells (its edit form) or follows them (its
// details), and a sentence instead of an empty table. No hooks, so server pages and client lists share it.
// On a phone (below Tailwind's `sm`, 640 px) the same markup reads as a list of cards, by CSS alone: each row a card,
// each cell a "Label: value" line (its column's header, from data-label), the columns marked `lead` (money, status)
// first, and the row's actions as full-width buttons; nothing is wider than the screen and no column hides in a
// sideways scroll box. The header row stays for screen readers.
import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Said to screen readers only (a checkbox column). */
  hiddenHeader?: boolean;
  /** On a phone's card, shown first (the money and the status). */
  lead?: boolean;
};

type Props<T> = {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  /** The last column's links and buttons for a row. */
  actions?: (row: T) => ReactNode;
  /** What the table lists, for screen readers. */
  caption?: string;
  /** Said instead of the table when there are no rows; without it an empty table renders nothing. */
  empty?: ReactNode;
  /** A row across the table shown instead of the row's cells (an edit form), or null. */
  replace?: (row: T) => ReactNode;
  /** A row across the table shown under the row's cells (its details), or null. */
  below?: (row: T) => ReactNode;
};

const CELL = "py-2 pr-4";
/** A cell as a card's line on a phone: its column's name, then the value (wrapping, never wider than the card). */
const CARD_CELL =
  "max-sm:flex max-sm:gap-3 max-sm:py-0.5 max-sm:pr-0 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-gray-600 max-sm:before:content-[attr(data-label)]";
/** The actions on a phone's card: one full-width button per link or button. */
const CARD_ACTIONS =
  "max-sm:grid max-sm:grid-cols-1 max-sm:gap-2 max-sm:pt-2 max-sm:[&>a]:rounded-md max-sm:[&>a]:border max-sm:[&>a]:border-gray-300 max-sm:[&>a]:px-3 max-sm:[&>a]:py-2 max-sm:[&>a]:text-center max-sm:[&>button]:w-full max-sm:[&>button]:rounded-md max-sm:[&>button]:border max-sm:[&>button]:border-gray-300 max-sm:[&>button]:px-3 max-sm:[&>button]:py-2";
/**
 * A cell's value. On a phone's card any word may break. In a table, only the strings that are long by nature — a link
 * (an e-mail address, a URL) and a code in monospace (a payment reference) — may break anywhere: a browser never makes
 * a column narrower than its longest unbreakable word, so one such string pushed Bookings past the screen at 768 px and
 * past the sidebar's room at 1280 px. Plain words stay whole (breaking every word let a squeezed table cut "None" and
 * "Refund" in two).
 */
const VALUE =
  "min-w-0 break-words max-sm:flex-1 max-sm:[overflow-wrap:anywhere] [&_.font-mono]:[overflow-wrap:anywhere] [&_a]:[overflow-wrap:anywhere]";
const cellClass = <T,>(c: Column<T>) =>
  [CELL, c.hiddenHeader ? "max-sm:block max-sm:py-1" : CARD_CELL, c.lead && "max-sm:order-first", c.className]
    .filter(Boolean)
    .join(" ");

export function DataTable<T>({ rows, rowKey, columns, actions, caption, empty, replace, below }: Props<T>) {
  if (rows.length === 0) return empty ? <p>{empty}</p> : null;
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className="sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b max-sm:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={CELL}>
                {c.hiddenHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="py-2">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          {rows.map((row) => {
            const key = rowKey(row);
            const instead = replace?.(row);
            if (instead)
              return (
                <tr key={key} className="border-b bg-brand/5 last:border-0 max-sm:block max-sm:rounded-lg">
                  <td colSpan={span} className="p-3 max-sm:block">
                    {instead}
                  </td>
                </tr>
              );
            const after = below?.(row);
            return [
              <tr
                key={key}
                className="border-b align-top last:border-0 max-sm:flex max-sm:flex-col max-sm:rounded-lg max-sm:border max-sm:border-gray-200 max-sm:p-3 max-sm:last:border"
              >
                {columns.map((c) => (
                  <td key={c.header} data-label={c.hiddenHeader ? undefined : c.header} className={cellClass(c)}>
                    <div className={VALUE}>{c.cell(row)}</div>
                  </td>
                ))}
                {actions && (
                  <td className="py-2 max-sm:block max-sm:pb-0">
                    <span className={`flex flex-wrap gap-3 ${CARD_ACTIONS}`}>{actions(row)}</span>
                  </td>
                )}
              </tr>,
              after && (
                <tr key={`${key}-below`} className="border-b bg-gray-50 max-sm:block max-sm:rounded-lg">
                  <td colSpan={span} className="p-4 max-sm:block max-sm:p-3">
                    {after}
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
