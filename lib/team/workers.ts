// Workers' identity records: admin-only (names, roles and photos of staff are not public), read straight from the
// database on every request and never cached. Their photos are identity documents: stored privately like booking
// files (lib/storage/private.ts; with Blob on, the admin's browser sends one straight to a private blob in the
// worker-photo folder and the form carries its URL), served only to admins by GET /mnb/api/workers/{id}/photo
// (no-store), and every view is in the activity log. A photo stored publicly before that (a /files/… or public Blob
// address) is moved into private storage the first time it is viewed. The ID number is the database's:
// `Worker.number` comes from a PostgreSQL sequence, which hands each value out once, so a deleted worker's number is
// never given to anyone else.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatWorkerNumber, WORKER_NUMBER_PREFIX } from "@/lib/team/worker-number";
import { deleteFile, readPublicFile } from "@/lib/storage";
import {
  deletePrivateFile,
  isPrivateFile,
  readPrivateFile,
  storePrivateFile,
  withStoredPrivateFile,
  type PrivateFileBody,
} from "@/lib/storage/private";
import { sniff } from "@/lib/storage/sniff";
import { absoluteUrl } from "@/lib/seo/url";
import { WORKERS_PAGE_SIZE, workerPhotoPath, type WorkerFields } from "@/lib/team/worker-schema";
import { recordActivity, withPicture, type Actor } from "@/lib/activity";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

export const WORKER_NOT_FOUND = "Worker not found";
/** Photos are stored privately in their own folder; with Blob on the admin's browser sends them there itself. */
const PHOTO = "worker-photo";
/** GET /workers answers one list; like every list it is capped. */
export const MAX_WORKERS = 500;

const workerSelect = {
  id: true,
  number: true,
  name: true,
  role: true,
  photoUrl: true,
  createdAt: true,
} satisfies Prisma.WorkerSelect;
type WorkerRow = Prisma.WorkerGetPayload<{ select: typeof workerSelect }>;

export type WorkerDto = {
  _id: string;
  id: string;
  number: number;
  idNumber: string;
  name: string;
  role: string;
  photo: string | null;
  createdAt: string;
};
export type WorkerPage = PageMeta & { workers: WorkerDto[] };

// `photo`: the admin-only route's absolute address (the spec's old client shows it in an <img>, with its session).
const toDto = ({ photoUrl, createdAt, ...w }: WorkerRow): WorkerDto => ({
  ...w,
  _id: w.id,
  idNumber: formatWorkerNumber(w.number),
  photo: photoUrl ? absoluteUrl(workerPhotoPath(w.id)) : null,
  createdAt: createdAt.toISOString(),
});

/** Private and public (older) photos alike. */
const deletePhoto = (url: string | null | undefined) =>
  url && isPrivateFile(url) ? deletePrivateFile(url) : deleteFile(url);

/** Where a photo is stored, and how the one a worker no longer has is removed. */
const PRIVATE_PHOTO = { purpose: PHOTO, store: withStoredPrivateFile, remove: deletePhoto } as const;

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
export async function listWorkerPage({ q, page, size = WORKERS_PAGE_SIZE }: ListQuery): Promise<WorkerPage> {
  const number = q ? searchedNumber(q) : null;
  const where: Prisma.WorkerWhereInput = q
    ? {
        OR: [{ name: containsText(q) }, { role: containsText(q) }, ...(number === null ? [] : [{ number }])],
      }
    : {};
  const [total, rows] = await Promise.all([
    db.worker.count({ where }),
    db.worker.findMany({ where, select: workerSelect, orderBy: newestFirst, ...pageWindow(page, size) }),
  ]);
  return { workers: rows.map(toDto), ...pageOf(total, page, size) };
}

/** Adds a worker; the database assigns the ID number. The photo (optional) is removed again if the row fails. */
export async function createWorker(
  actor: Actor,
  fields: WorkerFields,
  photo: FormDataEntryValue | null,
): Promise<WorkerDto> {
  const worker = await withPicture(
    actor,
    (tx, photoUrl) =>
      tx.worker.create({
        data: { name: fields.name, role: fields.role, photoUrl: photoUrl ?? null },
        select: workerSelect,
      }),
    (w) => ({ action: "CREATE", type: "worker", recordId: w.id, summary: workerLabel(w) }),
    { file: photo, ...PRIVATE_PHOTO },
  );
  return toDto(worker);
}

/** Changes name and role, and the photo when a new one is sent (the old file is removed). The number never changes. */
export async function updateWorker(
  actor: Actor,
  id: string,
  fields: WorkerFields,
  photo: FormDataEntryValue | null,
): Promise<WorkerDto> {
  const existing = await db.worker.findUnique({ where: { id }, select: { photoUrl: true } });
  if (!existing) throw new AppError("not_found", WORKER_NOT_FOUND);
  // An old form echoing the photo's address (our answers' `photo`) sends no new photo: with Blob on it would be taken
  // for a direct upload's URL, and refused.
  const echoed =
    typeof photo === "string" &&
    [existing.photoUrl, workerPhotoPath(id), absoluteUrl(workerPhotoPath(id))].includes(photo.trim());
  const worker = await withPicture(
    actor,
    (tx, photoUrl) =>
      tx.worker.update({
        where: { id },
        data: { name: fields.name, role: fields.role, ...(photoUrl ? { photoUrl } : {}) },
        select: workerSelect,
      }),
    (w) => ({ action: "UPDATE", type: "worker", recordId: id, summary: workerLabel(w) }),
    { file: echoed ? null : photo, files: (w) => [existing.photoUrl, w.photoUrl], ...PRIVATE_PHOTO },
  );
  return toDto(worker);
}

/** Removes the worker and their photo; their number stays used. */
export async function deleteWorker(actor: Actor, id: string): Promise<void> {
  const existing = await db.worker.findUnique({ where: { id }, select: { photoUrl: true, name: true, number: true } });
  if (!existing) throw new AppError("not_found", WORKER_NOT_FOUND);
  await withPicture(
    actor,
    (tx) => tx.worker.delete({ where: { id } }),
    { action: "DELETE", type: "worker", recordId: id, summary: workerLabel(existing) },
    { files: () => [existing.photoUrl], ...PRIVATE_PHOTO },
  );
}

export const NO_PHOTO = "This worker has no photo.";

/**
 * A worker's photo for an admin, logged as a view. An older, publicly stored photo is moved into private storage
 * first (the public copy is deleted), so its public address stops working from its first view on.
 */
export async function viewWorkerPhoto(actor: Actor, id: string): Promise<PrivateFileBody> {
  const worker = await db.worker.findUnique({ where: { id }, select: { photoUrl: true, name: true, number: true } });
  if (!worker) throw new AppError("not_found", WORKER_NOT_FOUND);
  const url =
    worker.photoUrl && !isPrivateFile(worker.photoUrl)
      ? await movePhotoToPrivate(id, worker.photoUrl)
      : worker.photoUrl;
  const file = url ? await readPrivateFile(url) : null;
  if (!file) throw new AppError("not_found", NO_PHOTO);
  await db.$transaction((tx) =>
    recordActivity(tx, actor, {
      action: "VIEW",
      type: "worker",
      recordId: id,
      summary: `Photo of ${workerLabel(worker)}`,
    }),
  );
  return file;
}

async function movePhotoToPrivate(id: string, publicUrl: string): Promise<string | null> {
  const bytes = await readPublicFile(publicUrl);
  if (!bytes || !sniff(bytes)) return null;
  const stored = await storePrivateFile(bytes, PHOTO);
  // Only if the row still points at the public file (an edit may have replaced it meanwhile).
  const { count } = await db.worker.updateMany({ where: { id, photoUrl: publicUrl }, data: { photoUrl: stored.url } });
  if (!count) {
    await deletePrivateFile(stored.url);
    return (await db.worker.findUnique({ where: { id }, select: { photoUrl: true } }))?.photoUrl ?? null;
  }
  await deleteFile(publicUrl);
  return stored.url;
}
