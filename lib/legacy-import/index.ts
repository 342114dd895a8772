// Moving the old Express + MongoDB site's data here (docs/features/move-from-old-site.md).
export { importLegacy, problemsCsv, summaryText } from "./run";
export type { ImportOptions, ImportProblem, ImportProgress, ImportReport, CollectionCounts } from "./run";
export { mediaCopier } from "./context";
export type { MediaFn } from "./context";
export { legacyMediaHosts } from "./media";
export type { LegacyMediaKind, LegacyMediaOptions } from "./media";
export { DumpError, listDump } from "./dump";
export { PLACEHOLDER_IMAGE } from "./collections";
export { latestImportRun, listImportProblems, markImported } from "./report";
export type { ImportRunSummary } from "./report";
