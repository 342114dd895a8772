-- Browser → Blob uploads are recorded when their token is issued, so the daily purge can delete the ones no form took.
CREATE TABLE "DirectUpload" (
    "id" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DirectUpload_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DirectUpload_createdAt_idx" ON "DirectUpload"("createdAt");
