// A section's list whose rows toggle between view and edit (admin-and-payments.md "States and transitions"): a row
// shows its cells, an "Edit {name}" link that puts its id in the URL and "Delete {name}" (after confirmation); the row
// whose id is the URL's `edit` shows the section's edit form instead, which goes back to `doneHref` (the same screen,
// no row open) on Save or Cancel.
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { adminHref, type AdminQuery } from "./admin-query";
import { ConfirmDelete } from "./confirm-delete";
import { DataTable, type Column } from "./data-table";

export type AdminColumn<T> = Column<T>;

export type AdminTableProps<T extends { id: string }> = {
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
}: AdminTableProps<T>) {
  const doneHref = adminHref(path, { ...query, edit: null });
  return (
    <DataTable
      rows={items}
      rowKey={(item) => item.id}
      columns={columns}
      empty={query.q ? (noMatch ?? "Nothing matches your search.") : empty}
      replace={(item) => (item.id === query.edit ? editForm(item, doneHref) : null)}
      actions={(item) => (
        <>
          <Link
            href={adminHref(path, { ...query, edit: item.id })}
            scroll={false}
            aria-label={`Edit ${name(item)}`}
            className="text-brand-dark underline"
          >
            Edit
          </Link>
          <ConfirmDelete name={name(item)} {...remove(item)} />
        </>
      )}
    />
  );
}
