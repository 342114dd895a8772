// Every list in the dashboard is this one table: a header row of columns (plus "Actions" when rows have actions), one
// row per item, an optional row across the table that replaces an item's cells (its edit form) or follows them (its
// details), and a sentence instead of an empty table. No hooks, so server pages and client lists share it.
import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Said to screen readers only (a checkbox column). */
  hiddenHeader?: boolean;
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

export function DataTable<T>({ rows, rowKey, columns, actions, caption, empty, replace, below }: Props<T>) {
  if (rows.length === 0) return empty ? <p>{empty}</p> : null;
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b">
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
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const instead = replace?.(row);
            if (instead)
              return (
                <tr key={key} className="border-b bg-brand/5 last:border-0">
                  <td colSpan={span} className="p-3">
                    {instead}
                  </td>
                </tr>
              );
            const after = below?.(row);
            return [
              <tr key={key} className="border-b align-top last:border-0">
                {columns.map((c) => (
                  <td key={c.header} className={c.className ? `${CELL} ${c.className}` : CELL}>
                    {c.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="py-2">
                    <span className="flex flex-wrap gap-3">{actions(row)}</span>
                  </td>
                )}
              </tr>,
              after && (
                <tr key={`${key}-below`} className="border-b bg-gray-50">
                  <td colSpan={span} className="p-4">
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
