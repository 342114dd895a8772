// GET /mnb/api/legacy-import/problems?run=<id> – the problems of the latest import from the old site (or of that run)
// as a CSV download, the importer's own columns: collection, old id, kind, reason (admin; 404 without such a run)
import { withAdmin } from "@/lib/api/handler";
import { listImportProblems, problemsCsv } from "@/lib/legacy-import";
import { AppError } from "@/lib/core/errors";
import { csvResponse } from "@/lib/core/csv";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async ({ req }) => {
  const run = new URL(req.url).searchParams.get("run") || undefined;
  const found = await listImportProblems(run);
  if (!found) throw new AppError("not_found", run ? "No import run with this id." : "Nothing was imported yet.");
  return csvResponse(
    problemsCsv(found.problems),
    `import-problems-${found.startedAt.toISOString().slice(0, 10)}-${found.runId}.csv`,
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/legacy-import/problems");
