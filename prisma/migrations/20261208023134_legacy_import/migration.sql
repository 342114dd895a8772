-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "legacyLikes" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PostComment" ADD COLUMN     "parentId" TEXT,
ALTER COLUMN "rating" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "importedAt" TIMESTAMP(3),
ADD COLUMN     "reconfirmSentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "LegacyRecord" (
    "collection" TEXT NOT NULL,
    "legacyId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "sourceUpdatedAt" TIMESTAMP(3),
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LegacyRecord_pkey" PRIMARY KEY ("collection","legacyId")
);

-- CreateTable
CREATE TABLE "LegacyRedirect" (
    "kind" TEXT NOT NULL,
    "fromSlug" TEXT NOT NULL,
    "toSlug" TEXT NOT NULL,

    CONSTRAINT "LegacyRedirect_pkey" PRIMARY KEY ("kind","fromSlug")
);

-- CreateTable
CREATE TABLE "LegacyImportRun" (
    "id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "since" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "counts" JSONB NOT NULL,

    CONSTRAINT "LegacyImportRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LegacyImportProblem" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "collection" TEXT NOT NULL,
    "legacyId" TEXT,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LegacyImportProblem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LegacyRecord_model_targetId_idx" ON "LegacyRecord"("model", "targetId");

-- CreateIndex
CREATE INDEX "LegacyImportRun_startedAt_idx" ON "LegacyImportRun"("startedAt" DESC);

-- CreateIndex
CREATE INDEX "LegacyImportProblem_runId_idx" ON "LegacyImportProblem"("runId");

-- CreateIndex
CREATE INDEX "PostComment_parentId_idx" ON "PostComment"("parentId");

-- AddForeignKey
ALTER TABLE "PostComment" ADD CONSTRAINT "PostComment_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "PostComment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LegacyImportProblem" ADD CONSTRAINT "LegacyImportProblem_runId_fkey" FOREIGN KEY ("runId") REFERENCES "LegacyImportRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
