// Manage Workers Identity: the add form, then the workers (newest first, searched by name, role or ID number), each
// row shown or, when it is the URL's `edit`, edited in place; deletes ask first. Identity records: admins only.
import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/guards";
import { listWorkerPage, type WorkerDto, type WorkerPage } from "@/lib/data/workers";
import { AdminCard, AdminSection } from "@/components/admin/admin-section";
import { AdminSearch } from "@/components/admin/admin-search";
import { adminHref, readAdminQuery, type AdminQuery } from "@/components/admin/admin-query";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { EditableTable } from "@/components/admin/editable-table";
import { WorkerForm } from "@/components/admin/worker-form";
import { RoutePager } from "@/components/ui/route-pager";
import { StaticImage } from "@/components/ui/static-image";

const PATH = "/admin-dashboard/workers";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function loadPage(query: AdminQuery): Promise<WorkerPage | null> {
  try {
    return await listWorkerPage(query);
  } catch (error) {
    unstable_rethrow(error);
    console.error("Workers could not be loaded", error);
    return null;
  }
}

function WorkerRow({ worker, query }: { worker: WorkerDto; query: AdminQuery }) {
  return (
    <tr className="border-b last:border-0">
      <td className="py-3 pr-4 font-medium">{worker.name}</td>
      <td className="py-3 pr-4">{worker.role}</td>
      <td className="py-3 pr-4 font-mono">{worker.idNumber}</td>
      <td className="py-3 pr-4">
        {worker.photo ? (
          <StaticImage src={worker.photo} alt={`Photo of ${worker.name}`} width={48} height={48} className="size-12 rounded object-cover" />
        ) : (
          <span className="text-sm text-gray-500">No photo</span>
        )}
      </td>
      <td className="py-3">
        <div className="flex gap-3">
          <Link href={adminHref(PATH, { ...query, edit: worker.id })} aria-label={`Edit ${worker.name}`} className="text-brand-dark underline">Edit</Link>
          <ConfirmDelete
            path={`/deleteWorker/${worker.id}`}
            name={worker.name}
            success="Worker deleted successfully"
            failure="Failed to delete worker"
            warning={`${worker.name}'s record and photo are removed. The ID number ${worker.idNumber} is never given to anyone else. This cannot be undone.`}
          />
        </div>
      </td>
    </tr>
  );
}

export default async function ManageWorkersPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = readAdminQuery(await searchParams);
  const { q, page, edit } = query;
  const list = await loadPage(query);
  const closed = adminHref(PATH, { q, page });
  return (
    <AdminSection title="Manage Workers Identity">
      <AdminCard id="add-worker" title="Add Worker">
        <WorkerForm mode="create" afterSave={PATH} />
      </AdminCard>
      <AdminCard id="workers" title="Workers">
        <div className="flex flex-col gap-4">
          <AdminSearch label="Search workers by name, role or ID number" q={q} path={PATH} />
          {!list ? (
            <p role="alert" className="text-red-700">Failed to fetch workers</p>
          ) : (
            <RoutePager path={PATH} page={page} totalPages={list.totalPages} label="Worker pages" loadingText="Loading workers..." query={q ? { q } : {}}>
              {list.workers.length === 0 ? (
                <p>{q ? `No workers match "${q}".` : "No workers yet."}</p>
              ) : (
                <EditableTable
                  columns={["Name", "Role", "ID Number", "Photo", "Actions"]}
                  items={list.workers}
                  edit={edit}
                  row={(worker) => <WorkerRow worker={worker} query={query} />}
                  editor={(worker) => <WorkerForm mode="edit" worker={worker} afterSave={closed} />}
                />
              )}
            </RoutePager>
          )}
        </div>
      </AdminCard>
    </AdminSection>
  );
}
