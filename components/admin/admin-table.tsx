// A section's list whose rows toggle between view and edit (spec §4): a row shows its cells, an "Edit {name}" link
// that puts its id in the URL and "Delete {name}" (after confirmation); the row whose id is the URL's `edit` shows the
// section's edit form instead, which goes back to `doneHref` (the same screen, no row open) on Save or Cancel.
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { adminHref, type AdminQuery } from "./admin-query";
import { ConfirmDelete } from "./confirm-delete";

export type AdminColumn<T> = { header: string; cell: (item: T) => ReactNode; className?: string };

type Props<T extends { id: string }> = {
  items: T[];
  path: string;
  query: AdminQuery;
  /** Said when there are no rows; `noMatch` when a search found none (default "Nothing matches your search."). */
  empty: string;
  noMatch?: string;
  columns: AdminColumn<T>[];
  name: (item: T) => string;
  editForm: (item: T, doneHref: string) => ReactNode;
  remove: (item: T) => Omit<ComponentProps<typeof ConfirmDelete>, "name">;
};

export function AdminTable<T extends { id: string }>({
  items,
  path,
  query,
  empty,
  noMatch,
  columns,
  name,
  editForm,
  remove,
}: Props<T>) {
  if (items.length === 0) return <p>{query.q ? (noMatch ?? "Nothing matches your search.") : empty}</p>;
  const doneHref = adminHref(path, { ...query, edit: null });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="py-2 pr-4">
                {c.header}
              </th>
            ))}
            <th scope="col" className="py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) =>
            item.id === query.edit ? (
              <tr key={item.id} className="border-b bg-brand/5 last:border-0">
                <td colSpan={columns.length + 1} className="p-3">
                  {editForm(item, doneHref)}
                </td>
              </tr>
            ) : (
              <tr key={item.id} className="border-b align-top last:border-0">
                {columns.map((c) => (
                  <td key={c.header} className={`py-2 pr-4 ${c.className ?? ""}`}>
                    {c.cell(item)}
                  </td>
                ))}
                <td className="py-2">
                  <span className="flex gap-3">
                    <Link
                      href={adminHref(path, { ...query, edit: item.id })}
                      scroll={false}
                      aria-label={`Edit ${name(item)}`}
                      className="text-brand-dark underline"
                    >
                      Edit
                    </Link>
                    <ConfirmDelete name={name(item)} {...remove(item)} />
                  </span>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
