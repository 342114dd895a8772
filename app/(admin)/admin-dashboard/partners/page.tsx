// Our Partners: the partnership requests sent from the home page, newest first, searched by name or email and paged;
// a row is edited in place when it is the URL's `edit`, and deletes ask first.
import { loadSection } from "@/components/admin/kit/load-section";
import { formatDate } from "@/lib/core/format";
import { requireAdminPage } from "@/lib/auth/guards";
import { listPartnershipPage, type PartnerDto } from "@/lib/partners/partnerships";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type AdminColumn } from "@/components/admin/kit/admin-table";
import { PartnerForm } from "@/components/admin/partners/partner-form";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/partners";

type Props = SearchParamsProps;

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

export default async function OurPartnersPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await loadSection("Partners", () => listPartnershipPage(query));
  return (
    <CrudSection
      title="Our Partners"
      intro="Partnership requests sent through the home page."
      path={PATH}
      query={query}
      card={{ id: "partners", title: "Partnership requests", search: "Search partners by name or email" }}
      noun={["partner", "partners"]}
      list={list}
      failure="Could not load partners"
      rows={(list) => list.partnerships}
      empty="No partnership requests found."
      noMatch={`No partnership requests match "${query.q}".`}
      columns={columns}
      name={(p) => `${p.name}'s request`}
      editForm={(p, doneHref) => <PartnerForm partner={p} afterSave={doneHref} />}
      remove={(p) => ({
        path: `/partnership/${p.id}`,
        success: "Partner deleted",
        failure: "Failed to delete",
        warning: `The request from ${p.name} (${p.email}) is removed. This cannot be undone.`,
      })}
    />
  );
}
