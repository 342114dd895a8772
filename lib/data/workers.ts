// Workers' identity records: admin-only (names, roles and photos of staff are not public), read straight from the
// database on every request and never cached. The ID number is the database's: `Worker.number` comes from a
// PostgreSQL sequence, which hands each value out once, so a deleted worker's number is never given to anyone else.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatWorkerNumber, WORKER_NUMBER_PREFIX } from "@/lib/domain/worker-number";
import { deleteFile, withStoredFile } from "@/lib/storage";
import { WORKERS_PAGE_SIZE, type WorkerFields } from "@/lib/validations/worker";
import { adminWrite, type Actor } from "./activity";
import { pageOf, pageWindow, type PageMeta } from "./paging";

export const WORKER_NOT_FOUND = "Worker not found";
/** GET /workers answers one list; like every list it is capped. */
export const MAX_WORKERS = 500;

const workerSelect = { id: true, number: true, name: true, role: true, photoUrl: true, createdAt: true } satisfies Prisma.WorkerSelect;
type WorkerRow = Prisma.WorkerGetPayload<{ select: typeof workerSelect }>;

export type WorkerDto = {
  _id: string; id: string; number: number; idNumber: string; name: string; role: string; photo: string | null; createdAt: string;
};
export type WorkerPage = PageMeta & { workers: WorkerDto[] };

const toDto = ({ photoUrl, createdAt, ...w }: WorkerRow): WorkerDto => ({
  ...w, _id: w.id, idNumber: formatWorkerNumber(w.number), photo: photoUrl, createdAt: createdAt.toISOString(),
});

/** How the activity log names a worker. */
const workerLabel = (w: { name: string; number: number }) => `${w.name} (${formatWorkerNumber(w.number)})`;

// Newest first: a worker just added is at the top of the first page.
const newestFirst = { number: "desc" } as const;

/** Every worker (up to MAX_WORKERS), newest first: GET /mnb/api/workers. */
export async function listWorkers(): Promise<WorkerDto[]> {
  return (await db.worker.findMany({ select: workerSelect, orderBy: newestFirst, take: MAX_WORKERS })).map(toDto);
}

/** The ID number a search names, if it is one: "MNB-0007", "mnb-7" or "0007". */
function searchedNumber(q: string): number | null {
  const digits = q.toUpperCase().startsWith(WORKER_NUMBER_PREFIX) ? q.slice(WORKER_NUMBER_PREFIX.length) : q;
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}

/** One page of the admin list, searched by name, role or ID number. */
export async function listWorkerPage({ q, page, size = WORKERS_PAGE_SIZE }: { q?: string; page: number; size?: number }): Promise<WorkerPage> {
  const number = q ? searchedNumber(q) : null;
  const where: Prisma.WorkerWhereInput = q
    ? {
        OR: [
          { name: { contains: q, mode: "insensitive" } },
          { role: { contains: q, mode: "insensitive" } },
          ...(number === null ? [] : [{ number }]),
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    db.worker.count({ where }),
    db.worker.findMany({ where, select: workerSelect, orderBy: newestFirst, ...pageWindow(page, size) }),
  ]);
  return { workers: rows.map(toDto), ...pageOf(total, page, size) };
}

/** Adds a worker; the database assigns the ID number. The photo (optional) is removed again if the row fails. */
export async function createWorker(actor: Actor, fields: WorkerFields, photo: FormDataEntryValue | null): Promise<WorkerDto> {
  const worker = await withStoredFile(photo, "image", (photoUrl) =>
    adminWrite(
      actor,
      (tx) => tx.worker.create({ data: { name: fields.name, role: fields.role, photoUrl: photoUrl ?? null }, select: workerSelect }),
      (w) => ({ action: "CREATE", type: "worker", recordId: w.id, summary: workerLabel(w) }),
    ),
  );
  return toDto(worker);
}

/** Changes name and role, and the photo when a new one is sent (the old file is removed). The number never changes. */
export async function updateWorker(actor: Actor, id: string, fields: WorkerFields, photo: FormDataEntryValue | null): Promise<WorkerDto> {
  const existing = await db.worker.findUnique({ where: { id }, select: { photoUrl: true } });
  if (!existing) throw new AppError("not_found", WORKER_NOT_FOUND);
  const worker = await withStoredFile(photo, "image", (photoUrl) =>
    adminWrite(
      actor,
      (tx) => tx.worker.update({ where: { id }, data: { name: fields.name, role: fields.role, ...(photoUrl ? { photoUrl } : {}) }, select: workerSelect }),
      (w) => ({ action: "UPDATE", type: "worker", recordId: id, summary: workerLabel(w) }),
    ),
  );
  if (worker.photoUrl !== existing.photoUrl) await deleteFile(existing.photoUrl);
  return toDto(worker);
}

/** Removes the worker and their photo; their number stays used. */
export async function deleteWorker(actor: Actor, id: string): Promise<void> {
  const existing = await db.worker.findUnique({ where: { id }, select: { photoUrl: true, name: true, number: true } });
  if (!existing) throw new AppError("not_found", WORKER_NOT_FOUND);
  await adminWrite(actor, (tx) => tx.worker.delete({ where: { id } }), { action: "DELETE", type: "worker", recordId: id, summary: workerLabel(existing) });
  await deleteFile(existing.photoUrl);
}
