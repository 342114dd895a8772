// Manage Workers Identity's section: the add form, then the rows (name, role, ID number and the photo through its
// admin-only route), each edited in its row and deleted after a question.
import type { WorkerDto, WorkerPage } from "@/lib/team/workers";
import { workerPhotoPath } from "@/lib/team/worker-schema";
import type { AdminColumn } from "@/components/admin/kit/admin-table";
import type { CrudConfig } from "@/components/admin/kit/crud-section";
import { WorkerForm } from "./worker-form";

const PATH = "/admin-dashboard/workers";

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

/** For the search `q`; `direct`: a new photo goes straight to private Blob storage (the page asks directUploads()). */
export const workersSection = (q: string, direct: boolean): CrudConfig<WorkerPage, WorkerDto> => ({
  title: "Manage Workers Identity",
  path: PATH,
  create: {
    id: "add-worker",
    title: "Add Worker",
    form: <WorkerForm mode="create" afterSave={PATH} direct={direct} />,
  },
  card: { id: "workers", title: "Workers", search: "Search workers by name, role or ID number" },
  noun: ["worker", "workers"],
  failure: "Failed to fetch workers",
  rows: (list) => list.workers,
  empty: "No workers yet.",
  noMatch: `No workers match "${q}".`,
  columns,
  name: (w) => w.name,
  editForm: (w, doneHref) => <WorkerForm mode="edit" worker={w} afterSave={doneHref} direct={direct} />,
  remove: (w) => ({
    path: `/deleteWorker/${w.id}`,
    success: "Worker deleted successfully",
    failure: "Failed to delete worker",
    warning: `${w.name}'s record and photo are removed. The ID number ${w.idNumber} is never given to anyone else. This cannot be undone.`,
  }),
});
