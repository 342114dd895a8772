// What the admin sees of the imports: the latest run with its problems counted by kind (the overview's card), a run's
// problems for the CSV download, and which rows of an admin list came from the old site. Each is one query.
import "server-only";
import { db } from "@/lib/db";
import type { CollectionCounts, ImportProblem, ProblemKind } from "./run";

const KINDS: readonly ProblemKind[] = ["skipped", "conflict", "note", "failed"];

export type ImportRunSummary = {
  id: string;
  source: string;
  since: Date | null;
  startedAt: Date;
  /** Null while the run is going, or when it stopped before its end. */
  finishedAt: Date | null;
  counts: Record<string, CollectionCounts>;
  problems: Record<ProblemKind, number>;
  problemTotal: number;
};

type RunRow = {
  id: string;
  source: string;
  since: Date | null;
  startedAt: Date;
  finishedAt: Date | null;
  counts: unknown;
  kinds: { kind: string; n: number }[] | null;
};

/**
 * The newest run, its problems counted by kind in the same statement (a problem's reason starts with its kind, as
 * run.ts stores it), or null before the first real run.
 */
export async function latestImportRun(): Promise<ImportRunSummary | null> {
  const [row] = await db.$queryRaw<RunRow[]>`
    SELECT r."id", r."source", r."since", r."startedAt", r."finishedAt", r."counts",
      (SELECT json_agg(json_build_object('kind', k.kind, 'n', k.n))
         FROM (SELECT split_part(p."reason", ':', 1) AS kind, count(*)::int AS n
                 FROM "LegacyImportProblem" p WHERE p."runId" = r."id" GROUP BY 1) k) AS kinds
    FROM "LegacyImportRun" r
    ORDER BY r."startedAt" DESC, r."id" DESC
    LIMIT 1`;
  if (!row) return null;
  const problems = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<ProblemKind, number>;
  let problemTotal = 0;
  for (const { kind, n } of row.kinds ?? []) {
    problemTotal += n;
    if ((KINDS as readonly string[]).includes(kind)) problems[kind as ProblemKind] += n;
  }
  return {
    id: row.id,
    source: row.source,
    since: row.since,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    counts: (row.counts ?? {}) as Record<string, CollectionCounts>,
    problems,
    problemTotal,
  };
}

/** The problems of one run (the latest when no id is given) as problemsCsv reads them; null when there is no such run. */
export async function listImportProblems(
  runId?: string,
): Promise<{ runId: string; startedAt: Date; problems: ImportProblem[] } | null> {
  const run = await db.legacyImportRun.findFirst({
    where: runId ? { id: runId } : undefined,
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      startedAt: true,
      problems: { select: { collection: true, legacyId: true, reason: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!run) return null;
  return {
    runId: run.id,
    startedAt: run.startedAt,
    problems: run.problems.map((p) => {
      const at = p.reason.indexOf(": ");
      const kind = p.reason.slice(0, at) as ProblemKind;
      return KINDS.includes(kind)
        ? { collection: p.collection, legacyId: p.legacyId, kind, reason: p.reason.slice(at + 2) }
        : { collection: p.collection, legacyId: p.legacyId, kind: "note", reason: p.reason };
    }),
  };
}

/**
 * The rows of one admin list page, each marked `imported` when the import brought it (its LegacyRecord names the
 * Prisma model, as the handlers in collections.ts do): one query for the page, not one per row.
 */
export async function markImported<T extends { id: string }>(
  model: "Post" | "Song" | "SmartLink" | "Spotlight" | "Booking",
  rows: readonly T[],
): Promise<(T & { imported: boolean })[]> {
  if (rows.length === 0) return [];
  const found = await db.legacyRecord.findMany({
    where: { model, targetId: { in: rows.map((r) => r.id) } },
    select: { targetId: true },
  });
  const imported = new Set(found.map((r) => r.targetId));
  return rows.map((r) => ({ ...r, imported: imported.has(r.id) }));
}
