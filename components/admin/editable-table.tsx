// A section's list as a table whose rows toggle between view and edit: the row whose id is the URL's `edit` becomes
// one wide cell holding the edit form, every other row renders as `row` draws it (a <tr> with one cell per column).
import { Fragment, type ReactNode } from "react";

type Props<T extends { id: string }> = {
  columns: string[];
  items: T[];
  edit: string | null;
  row: (item: T) => ReactNode;
  editor: (item: T) => ReactNode;
};

export function EditableTable<T extends { id: string }>({ columns, items, edit, row, editor }: Props<T>) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b">
          <tr>
            {columns.map((column) => <th key={column} scope="col" className="py-2 pr-4">{column}</th>)}
          </tr>
        </thead>
        <tbody>
          {items.map((item) =>
            item.id === edit ? (
              <tr key={item.id} className="border-b bg-gray-50">
                <td colSpan={columns.length} className="p-4">{editor(item)}</td>
              </tr>
            ) : (
              <Fragment key={item.id}>{row(item)}</Fragment>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
