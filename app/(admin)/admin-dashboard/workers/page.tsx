// Manage Workers Identity: the add form, then the workers (newest first, searched by name, role or ID number), each
// row shown or, when it is the URL's `edit`, edited in place; deletes ask first. Identity records: admins only.
import { loadSection } from "@/components/admin/kit/load-section";
import { requireAdminPage } from "@/lib/auth/guards";
import { listWorkerPage, type WorkerDto } from "@/lib/team/workers";
import { CrudSection } from "@/components/admin/kit/crud-section";
import { readAdminQuery } from "@/components/admin/kit/admin-query";
import { type AdminColumn } from "@/components/admin/kit/admin-table";
import { WorkerForm } from "@/components/admin/team/worker-form";
import { workerPhotoPath } from "@/lib/team/worker-schema";
import { directUploads } from "@/lib/storage";
import { type SearchParamsProps } from "@/lib/http/search-params";

const PATH = "/admin-dashboard/workers";

type Props = SearchParamsProps;

const columns: AdminColumn<WorkerDto>[] = [
  { header: "Name", cell: (w) => w.name, className: "font-medium" },
  { header: "Role", cell: (w) => w.role },
  { header: "ID Number", cell: (w) => w.idNumber, className: "font-mono" },
  {
    header: "Photo",
    cell: (w) =>
      w.photo ? (
        // A private file behind an admin-only route: the image optimiser would fetch it without the admin's session.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={workerPhotoPath(w.id)}
          alt={`Photo of ${w.name}`}
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded object-cover"
        />
      ) : (
        <span className="text-sm text-gray-500">No photo</span>
      ),
  },
];

export default async function ManageWorkersPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const list = await loadSection("Workers", () => listWorkerPage(query));
  return (
    <CrudSection
      title="Manage Workers Identity"
      path={PATH}
      query={query}
      create={{
        id: "add-worker",
        title: "Add Worker",
        form: <WorkerForm mode="create" afterSave={PATH} direct={directUploads()} />,
      }}
      card={{ id: "workers", title: "Workers", search: "Search workers by name, role or ID number" }}
      noun={["worker", "workers"]}
      list={list}
      failure="Failed to fetch workers"
      rows={(list) => list.workers}
      empty="No workers yet."
      noMatch={`No workers match "${query.q}".`}
      columns={columns}
      name={(w) => w.name}
      editForm={(w, doneHref) => <WorkerForm mode="edit" worker={w} afterSave={doneHref} direct={directUploads()} />}
      remove={(w) => ({
        path: `/deleteWorker/${w.id}`,
        success: "Worker deleted successfully",
        failure: "Failed to delete worker",
        warning: `${w.name}'s record and photo are removed. The ID number ${w.idNumber} is never given to anyone else. This cannot be undone.`,
      })}
    />
  );
}
