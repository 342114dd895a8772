-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "batchId" TEXT,
ADD COLUMN     "campaignId" TEXT;

-- CreateTable
CREATE TABLE "PromoCampaign" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "html" TEXT,
    "createdById" TEXT,
    "createdByLabel" TEXT NOT NULL,
    "recipients" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "PromoCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoBatch" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "round" INTEGER NOT NULL DEFAULT 0,
    "leaseUntil" TIMESTAMP(3),
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "PromoBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PromoCampaign_createdAt_idx" ON "PromoCampaign"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "PromoBatch_doneAt_leaseUntil_idx" ON "PromoBatch"("doneAt", "leaseUntil");

-- CreateIndex
CREATE UNIQUE INDEX "PromoBatch_campaignId_number_key" ON "PromoBatch"("campaignId", "number");

-- CreateIndex
CREATE INDEX "EmailMessage_campaignId_status_idx" ON "EmailMessage"("campaignId", "status");

-- CreateIndex
CREATE INDEX "EmailMessage_batchId_idx" ON "EmailMessage"("batchId");

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "PromoCampaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "PromoBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoBatch" ADD CONSTRAINT "PromoBatch_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "PromoCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
