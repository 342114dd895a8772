// The admin activity log: who changed what, which record and when. Every admin write goes through `adminWrite`, which
// runs the write and inserts its log row in one transaction — the row exists exactly when the change happened. A
// failed write (validation, not found, a constraint) rolls the row back with it.
//
//   await adminWrite(caller, (tx) => tx.worker.delete({ where: { id } }),
//     (worker) => ({ action: "DELETE", type: "worker", recordId: id, summary: worker.name }));
//
// Summaries name the record (a title, a name, an email); callers never put passwords, tokens or message bodies in them.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth";
import type { ActivityAction, Prisma } from "@/lib/generated/prisma/client";
import { ACTIVITY_PAGE_SIZE, ACTIVITY_SUMMARY_MAX, type ActivityRecordType } from "@/lib/activity/rules";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";

export type Tx = Prisma.TransactionClient;
/** The admin doing the write: a signed-in caller (id and a name to show). */
/** Who made a change: an admin, or (id null) the server itself, such as the scheduler that publishes posts. */
export type Actor = Pick<Caller, "name" | "email"> & { id: string | null };

/** The publish job's name in the activity log and on revisions. */
export const SCHEDULER: Actor = { id: null, name: "Scheduler", email: "scheduler" };

export type ActivityEntry = {
  action: ActivityAction;
  type: ActivityRecordType;
  recordId?: string | null;
  summary: string;
};

export type Describe<T> = ActivityEntry | ActivityEntry[] | ((result: T) => ActivityEntry | ActivityEntry[]);

export const actorLabel = (actor: Actor) => actor.name?.trim() || actor.email;
const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > ACTIVITY_SUMMARY_MAX ? `${line.slice(0, ACTIVITY_SUMMARY_MAX - 1)}…` : line;
};

/** Logs `entries` inside an open transaction (for writes that already run in one of their own). */
export async function recordActivity(tx: Tx, actor: Actor, entries: ActivityEntry | ActivityEntry[]): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    actorId: actor.id,
    actorLabel: actorLabel(actor),
    action: entry.action,
    recordType: entry.type,
    recordId: entry.recordId ?? null,
    summary: oneLine(entry.summary),
  }));
  if (rows.length) await tx.adminActivity.createMany({ data: rows });
}

/**
 * Runs an admin's write and logs it in the same transaction. `describe` may depend on what the write returned (the
 * new record's id, the deleted record's title).
 */
export async function adminWrite<T>(actor: Actor, write: (tx: Tx) => Promise<T>, describe: Describe<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    const result = await write(tx);
    await recordActivity(tx, actor, typeof describe === "function" ? describe(result) : describe);
    return result;
  });
}

export type ActivityDto = {
  id: string;
  actorId: string | null;
  actor: string;
  action: ActivityAction;
  type: string;
  recordId: string | null;
  summary: string;
  createdAt: string;
};
export type ActivityPage = PageMeta & { entries: ActivityDto[] };
export type ActivityFilter = ListQuery & { actorId?: string; type?: ActivityRecordType };

/** One page of the log, newest first, optionally for one admin and/or one record type. */
export async function listActivity({
  actorId,
  type,
  page,
  size = ACTIVITY_PAGE_SIZE,
}: ActivityFilter): Promise<ActivityPage> {
  const where: Prisma.AdminActivityWhereInput = {
    ...(actorId ? { actorId } : {}),
    ...(type ? { recordType: type } : {}),
  };
  const [total, rows] = await Promise.all([
    db.adminActivity.count({ where }),
    db.adminActivity.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page, size) }),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actor: r.actorLabel,
      action: r.action,
      type: r.recordType,
      recordId: r.recordId,
      summary: r.summary,
      createdAt: r.createdAt.toISOString(),
    })),
    ...pageOf(total, page, size),
  };
}

/** The admins who appear in the log (for the filter), by the name they last acted under. */
export async function listActivityActors(): Promise<{ id: string; label: string }[]> {
  const rows = await db.adminActivity.findMany({
    where: { actorId: { not: null } },
    distinct: ["actorId"],
    orderBy: [{ actorId: "asc" }, { createdAt: "desc" }],
    select: { actorId: true, actorLabel: true },
    take: 200,
  });
  return rows
    .map((r) => ({ id: r.actorId as string, label: r.actorLabel }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
