// The one shape of a dashboard section of records (Adverts, Artists, Smart Links, Admins, Workers, Team, Partners,
// Bookings): the spec's heading, the create form's card when there is one, then the card of the searchable, paged
// list whose rows are edited in place and deleted after a question. The page checks its caller, reads its list (null:
// the read failed, see loadSection) and says the rest; a section with more to show adds cards before or after it.
import type { ReactNode } from "react";
import { AdminCard, AdminSection } from "./admin-section";
import { AdminList } from "./admin-list";
import { AdminTable, type AdminTableProps } from "./admin-table";
import type { AdminQuery } from "./admin-query";

/** A section's rows: their columns, name, empty sentence, edit form and delete (an entity's table module gives them). */
export type CrudRows<T extends { id: string }> = Omit<AdminTableProps<T>, "items" | "path" | "query">;

type Card = { id: string; title: string };

/** All a section says but its caller's query and its list (an entity's module may give it whole). */
export type CrudConfig<L extends { totalPages: number }, T extends { id: string }> = Omit<
  Props<L, T>,
  "query" | "list"
>;

type Props<L extends { totalPages: number }, T extends { id: string }> = CrudRows<T> & {
  title: string;
  intro?: ReactNode;
  path: string;
  query: AdminQuery;
  create?: Card & { form: ReactNode };
  /** The list's card, and its search box's label. */
  card: Card & { search: string };
  /** What the list holds, one and many ("worker", "workers"): the pager says "Worker pages", "Loading workers...". */
  noun: [string, string];
  list: L | null;
  /** Said when the list could not be read. */
  failure?: string;
  rows: (list: L) => T[];
  /** Shown above the rows. */
  above?: (list: L) => ReactNode;
  before?: ReactNode;
  /** Cards after the list. */
  children?: ReactNode;
};

export function CrudSection<L extends { totalPages: number }, T extends { id: string }>({
  title,
  intro,
  path,
  query,
  create,
  card,
  noun: [one, many],
  list,
  failure,
  rows,
  above,
  before,
  children,
  ...table
}: Props<L, T>) {
  const pages = { label: `${one[0].toUpperCase()}${one.slice(1)} pages`, loadingText: `Loading ${many}...` };
  return (
    <AdminSection title={title} intro={intro}>
      {before}
      {create && (
        <AdminCard id={create.id} title={create.title}>
          {create.form}
        </AdminCard>
      )}
      <AdminCard id={card.id} title={card.title}>
        <AdminList path={path} query={query} search={card.search} pages={pages} list={list} failure={failure}>
          {(list) => (
            <>
              {above?.(list)}
              <AdminTable items={rows(list)} path={path} query={query} {...table} />
            </>
          )}
        </AdminList>
      </AdminCard>
      {children}
    </AdminSection>
  );
}
