// Our Partners' section: the partnership requests (name, email, message, when), each edited in its row and deleted
// after a question.
import { formatDate } from "@/lib/core/format";
import type { PartnerDto, PartnerPage } from "@/lib/partners/partnerships";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudConfig } from "@/components/admin/kit/crud-section";
import { PartnerForm } from "./partner-form";

const columns: AdminColumn<PartnerDto>[] = [
  { header: "Name", cell: (p) => p.name, className: "font-medium" },
  {
    header: "Email",
    cell: (p) => (
      <a href={`mailto:${p.email}`} className="text-brand-dark underline">
        {p.email}
      </a>
    ),
  },
  { header: "Message", cell: (p) => <p className="max-w-prose whitespace-pre-line break-words">{p.message}</p> },
  { header: "Received", cell: (p) => formatDate(p.createdAt) },
];

/** For the search `q`. */
export const partnersSection = (q: string): CrudConfig<PartnerPage, PartnerDto> => ({
  title: "Our Partners",
  intro: "Partnership requests sent through the home page.",
  path: "/admin-dashboard/partners",
  card: { id: "partners", title: "Partnership requests", search: "Search partners by name or email" },
  noun: ["partner", "partners"],
  failure: "Could not load partners",
  rows: (list) => list.partnerships,
  empty: "No partnership requests found.",
  noMatch: `No partnership requests match "${q}".`,
  columns,
  name: (p) => `${p.name}'s request`,
  editForm: (p, doneHref) => <PartnerForm partner={p} afterSave={doneHref} />,
  remove: (p) => ({
    path: `/partnership/${p.id}`,
    success: "Partner deleted",
    failure: "Failed to delete",
    warning: `The request from ${p.name} (${p.email}) is removed. This cannot be undone.`,
  }),
});
