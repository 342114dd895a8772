// One import of the old site's dump: every collection in HANDLERS' order, read a batch at a time, each batch written
// in one transaction together with its legacy-id map rows and its problems — so a run stopped anywhere leaves whole
// batches only, and the next run skips every document the map already holds. A dry run reads and decides the same
// way and writes nothing.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { csvTable } from "@/lib/core/csv";
import { HANDLERS, NOT_YET, type Handler, type NewRow, type Prepared } from "./collections";
import { ImportContext, mediaCopier, type MediaFn } from "./context";
import { legacyMediaHosts } from "./media";
import { env } from "@/lib/config/env";
import { listDump, readDumpFile, type DumpFile, type LegacyDocument } from "./dump";
import { changedOf, idOf } from "./values";

export type ImportOptions = {
  source: string;
  dryRun: boolean;
  /** Only documents changed on the old site at or after this instant (the switch-over's delta run). */
  since?: Date;
  /** E-mails of old admins the operator confirmed: only these become admins here. */
  admins?: readonly string[];
  media?: MediaFn;
  batchSize?: number;
  progress?: ImportProgress;
  now?: Date;
};

export type ImportProgress = {
  start(collection: string, bytes: number): void;
  update(collection: string, bytesRead: number, counts: CollectionCounts): void;
  done(collection: string, counts: CollectionCounts): void;
};

export type CollectionCounts = {
  read: number;
  created: number;
  updated: number;
  merged: number;
  skipped: number;
  /** Already here from an earlier run (or, with --since, unchanged since it). */
  unchanged: number;
};

export type ProblemKind = "skipped" | "conflict" | "note" | "failed";
export type ImportProblem = { collection: string; legacyId: string | null; kind: ProblemKind; reason: string };

export type ImportReport = {
  runId: string | null;
  dryRun: boolean;
  counts: Record<string, CollectionCounts>;
  problems: ImportProblem[];
  /** Replies set under the comment they answer. */
  nested: number;
  /** Collections found in the dump and not read, with the reason. */
  notRead: { collection: string; reason: string }[];
};

const emptyCounts = (): CollectionCounts => ({ read: 0, created: 0, updated: 0, merged: 0, skipped: 0, unchanged: 0 });

type Delegate = {
  createMany(args: { data: Record<string, unknown>[] }): Promise<unknown>;
  updateMany(args: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<{ count: number }>;
  update(args: { where: { id: string }; data: Record<string, unknown> }): Promise<unknown>;
};
type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
const delegate = (tx: Tx, model: string) => (tx as unknown as Record<string, Delegate>)[model];

/** Models whose rows carry updatedAt: only their rows can tell an edit made here from the import's own write. */
const TRACKS_EDITS = new Set(["post"]);

export async function importLegacy(db: PrismaClient, options: ImportOptions): Promise<ImportReport> {
  const files = await listDump(options.source);
  const byName = new Map(files.map((f) => [f.collection, f]));
  const known = new Set(HANDLERS.map((h) => h.collection));
  const report: ImportReport = {
    runId: null,
    dryRun: options.dryRun,
    counts: {},
    problems: [],
    nested: 0,
    notRead: [
      ...files
        .filter((f) => NOT_YET[f.collection])
        .map((f) => ({ collection: f.collection, reason: NOT_YET[f.collection] })),
      ...files
        .filter((f) => !known.has(f.collection) && !NOT_YET[f.collection])
        .map((f) => ({ collection: f.collection, reason: "not a collection of the old site" })),
    ],
  };
  const now = options.now ?? new Date();
  const ctx = new ImportContext(
    db,
    now,
    new Set((options.admins ?? []).map((e) => e.trim().toLowerCase())),
    options.media ?? mediaCopier({ keepRemote: false, hosts: legacyMediaHosts(), allowHttp: env.legacyFileAllowHttp }),
  );
  await ctx.load();
  if (!options.dryRun) {
    const run = await db.legacyImportRun.create({
      data: { source: options.source, since: options.since ?? null, startedAt: now, counts: {} },
      select: { id: true },
    });
    report.runId = run.id;
  }
  for (const handler of HANDLERS) {
    const file = byName.get(handler.collection);
    if (!file) continue;
    report.counts[handler.collection] = await importCollection(db, handler, file, ctx, options, report);
    if (handler.collection === "comments") report.nested = await nestReplies(db, ctx, options.dryRun);
  }
  if (report.runId) {
    await db.legacyImportRun.update({
      where: { id: report.runId },
      data: { counts: report.counts, finishedAt: new Date() },
    });
  }
  return report;
}

async function importCollection(
  db: PrismaClient,
  handler: Handler,
  file: DumpFile,
  ctx: ImportContext,
  options: ImportOptions,
  report: ImportReport,
): Promise<CollectionCounts> {
  const counts = emptyCounts();
  const size = options.batchSize ?? 200;
  let batch: LegacyDocument[] = [];
  let changed: { doc: LegacyDocument; id: string }[] = [];
  let bytes = 0;
  options.progress?.start(handler.collection, file.size);
  const flush = async () => {
    if (!batch.length && !changed.length) return;
    await writeBatch(db, handler, batch, changed, ctx, options, counts, report);
    batch = [];
    changed = [];
    options.progress?.update(handler.collection, bytes, counts);
  };
  for await (const doc of readDumpFile(file, (read) => (bytes = read))) {
    counts.read++;
    handler.see?.(doc, ctx);
    const id = idOf(doc._id);
    if (!id) {
      counts.skipped++;
      report.problems.push({ collection: handler.collection, legacyId: null, kind: "skipped", reason: "no _id" });
      continue;
    }
    const record = ctx.records.get(ImportContext.key(handler.collection, id));
    const changedAt = changedOf(doc);
    if (record) {
      const newer =
        options.since && changedAt >= options.since && (!record.sourceUpdatedAt || changedAt > record.sourceUpdatedAt);
      if (newer) changed.push({ doc, id });
      else counts.unchanged++;
    } else if (options.since && changedAt < options.since) {
      counts.unchanged++;
    } else {
      batch.push(doc);
    }
    if (batch.length + changed.length >= size) await flush();
  }
  await flush();
  options.progress?.done(handler.collection, counts);
  return counts;
}

async function writeBatch(
  db: PrismaClient,
  handler: Handler,
  docs: LegacyDocument[],
  changed: { doc: LegacyDocument; id: string }[],
  ctx: ImportContext,
  options: ImportOptions,
  counts: CollectionCounts,
  report: ImportReport,
): Promise<void> {
  const collection = handler.collection;
  const prepared = await handler.prepare(docs, ctx);
  const problems: ImportProblem[] = [];
  const rows: NewRow[] = [];
  const children: NewRow[] = [];
  const records: { legacyId: string; model: string; targetId: string; sourceUpdatedAt: Date }[] = [];
  const redirects: { kind: string; fromSlug: string; toSlug: string }[] = [];
  const merges: { targetId: string; update: Record<string, unknown> }[] = [];
  const tally = { created: 0, merged: 0, skipped: 0, updated: 0, unchanged: 0 };
  prepared.forEach((p: Prepared, i) => {
    const legacyId = idOf(docs[i]._id)!;
    const sourceUpdatedAt = changedOf(docs[i]);
    if (p.outcome === "skip") {
      tally.skipped++;
      problems.push({
        collection,
        legacyId,
        kind: p.conflict ? "conflict" : "skipped",
        reason: p.reason,
      });
      return;
    }
    for (const note of p.notes ?? [])
      problems.push({ collection, legacyId, kind: note.includes("taken here") ? "conflict" : "note", reason: note });
    if (p.outcome === "merge") {
      tally.merged++;
      records.push({ legacyId, model: handler.model, targetId: p.targetId, sourceUpdatedAt });
      if (p.update) merges.push({ targetId: p.targetId, update: p.update });
      return;
    }
    tally.created++;
    rows.push(p.row);
    children.push(...(p.children ?? []));
    if (p.redirect) redirects.push(p.redirect);
    records.push({ legacyId, model: modelOf(handler, p.row.model), targetId: p.row.data.id, sourceUpdatedAt });
    for (const child of p.childRecords ?? []) records.push({ ...child, sourceUpdatedAt });
  });
  const updates: { legacyId: string; targetId: string; data: Record<string, unknown>; sourceUpdatedAt: Date }[] = [];
  for (const { doc, id } of changed) {
    const record = ctx.records.get(ImportContext.key(collection, id))!;
    const data = TRACKS_EDITS.has(handler.delegate) ? await handler.updatable?.(doc, ctx) : null;
    if (!data) {
      tally.unchanged++;
      problems.push({
        collection,
        legacyId: id,
        kind: "note",
        reason:
          "changed on the old site since it was imported: this kind of record is not brought up to date, edit it here",
      });
      continue;
    }
    updates.push({ legacyId: id, targetId: record.targetId, data, sourceUpdatedAt: changedOf(doc) });
  }

  if (!options.dryRun) {
    try {
      await db.$transaction(
        async (tx) => {
          for (const group of byModel([...rows, ...children]))
            await delegate(tx, group.model).createMany({ data: group.data });
          for (const m of merges)
            await delegate(tx, handler.delegate).update({ where: { id: m.targetId }, data: m.update });
          for (const u of updates) {
            const record = ctx.records.get(ImportContext.key(collection, u.legacyId))!;
            // An edit made here since the import (the row's updatedAt past the map's) is never overwritten.
            const { count } = await delegate(tx, handler.delegate).updateMany({
              where: { id: u.targetId, updatedAt: { lte: record.updatedAt } },
              data: u.data,
            });
            if (count) {
              tally.updated++;
              await tx.legacyRecord.update({
                where: { collection_legacyId: { collection, legacyId: u.legacyId } },
                data: { sourceUpdatedAt: u.sourceUpdatedAt },
              });
            } else {
              tally.unchanged++;
              problems.push({
                collection,
                legacyId: u.legacyId,
                kind: "conflict",
                reason: "changed on the old site and edited on the new site since: the new site's version is kept",
              });
            }
          }
          if (redirects.length) await tx.legacyRedirect.createMany({ data: redirects, skipDuplicates: true });
          if (records.length)
            await tx.legacyRecord.createMany({ data: records.map((r) => ({ collection, ...r, importedAt: ctx.now })) });
          if (problems.length && report.runId)
            await tx.legacyImportProblem.createMany({ data: problems.map((p) => problemRow(report.runId!, p)) });
        },
        { timeout: 120_000 },
      );
    } catch (error) {
      // The batch left nothing behind; its documents are reported and taken up again by the next run.
      const reason = `could not be written (nothing of its batch was): ${(error as Error).message.split("\n").slice(-1)[0]}`;
      counts.skipped += docs.length;
      for (const doc of docs) report.problems.push({ collection, legacyId: idOf(doc._id), kind: "failed", reason });
      if (report.runId)
        await db.legacyImportProblem.createMany({
          data: docs.map((doc) =>
            problemRow(report.runId!, { collection, legacyId: idOf(doc._id), kind: "failed", reason }),
          ),
        });
      return;
    }
  } else {
    tally.updated += updates.length;
  }
  for (const r of records) ctx.remember(collection, r.legacyId, r.model, r.targetId, r.sourceUpdatedAt);
  counts.created += tally.created;
  counts.merged += tally.merged;
  counts.skipped += tally.skipped;
  counts.updated += tally.updated;
  counts.unchanged += tally.unchanged;
  report.problems.push(...problems);
}

/** The map row's model: a comment on a song is a SongComment, on a post a PostComment. */
function modelOf(handler: Handler, delegateName: string): string {
  if (handler.collection === "comments") return delegateName === "songComment" ? "SongComment" : "PostComment";
  return handler.model;
}

function byModel(rows: NewRow[]): { model: string; data: Record<string, unknown>[] }[] {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const list = groups.get(row.model) ?? [];
    list.push(row.data);
    groups.set(row.model, list);
  }
  return [...groups].map(([model, data]) => ({ model, data }));
}

const problemRow = (runId: string, p: ImportProblem) => ({
  runId,
  collection: p.collection,
  legacyId: p.legacyId,
  reason: `${p.kind}: ${p.reason}`.slice(0, 1000),
});

/**
 * The old comments nested by id lists (a comment's `replies`); here a reply names the comment it answers. Set once
 * every comment is in, for replies that have no parent yet (so a second run changes nothing).
 */
async function nestReplies(db: PrismaClient, ctx: ImportContext, dryRun: boolean): Promise<number> {
  const pairs: [string, string][] = [];
  for (const [parent, child] of ctx.replies) {
    const p = ctx.records.get(ImportContext.key("comments", parent));
    const c = ctx.records.get(ImportContext.key("comments", child));
    if (p && c && p.targetId !== c.targetId) pairs.push([c.targetId, p.targetId]);
  }
  if (dryRun) return pairs.length;
  let nested = 0;
  for (let i = 0; i < pairs.length; i += 1000) {
    const chunk = pairs.slice(i, i + 1000);
    nested += await db.$executeRawUnsafe(
      `UPDATE "PostComment" AS c SET "parentId" = v.p FROM (VALUES ${chunk.map((_, j) => `($${2 * j + 1}, $${2 * j + 2})`).join(",")}) AS v(c, p)
        WHERE c."id" = v.c AND c."parentId" IS NULL
          AND EXISTS (SELECT 1 FROM "PostComment" AS parent WHERE parent."id" = v.p AND parent."postId" = c."postId")`,
      ...chunk.flat(),
    );
  }
  return nested;
}

/** The problems as a spreadsheet reads them. */
export function problemsCsv(problems: readonly ImportProblem[]): string {
  return csvTable([
    ["collection", "old id", "kind", "reason"],
    ...problems.map((p) => [p.collection, p.legacyId ?? "", p.kind, p.reason]),
  ]);
}

/** The per-collection table a person reads after a run (or a dry run). */
export function summaryText(report: ImportReport): string {
  const lines = [
    report.dryRun
      ? "Dry run: nothing was written. What a run would do, per collection (unchanged: already here):"
      : "Imported. Per collection (unchanged: already here):",
    "",
    "| collection | read | created | updated | merged | skipped | unchanged |",
    "|---|---|---|---|---|---|---|",
    ...Object.entries(report.counts).map(
      ([c, n]) => `| ${c} | ${n.read} | ${n.created} | ${n.updated} | ${n.merged} | ${n.skipped} | ${n.unchanged} |`,
    ),
  ];
  if (report.nested) lines.push("", `Replies nested under their comments: ${report.nested}.`);
  for (const n of report.notRead) lines.push(`Not read: ${n.collection} — ${n.reason}.`);
  const kinds = new Map<string, number>();
  for (const p of report.problems) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
  lines.push(
    "",
    report.problems.length
      ? `Problems: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(", ")} (each in the CSV).`
      : "No problems.",
  );
  const admins = report.problems.filter((p) => p.reason.includes("--admins"));
  if (admins.length)
    lines.push(`Old admins not made admins here (confirm each with --admins): ${admins.length} (see the CSV).`);
  return lines.join("\n");
}
