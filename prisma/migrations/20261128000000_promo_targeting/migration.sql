-- Promos for chosen interests and scheduled for later (issue 24 §4). Campaigns sent before this were recorded at once.
ALTER TABLE "PromoCampaign" ADD COLUMN "interests" TEXT[] DEFAULT ARRAY['news', 'style', 'music']::TEXT[],
ADD COLUMN "subscriberIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "sendAt" TIMESTAMP(3),
ADD COLUMN "queuedAt" TIMESTAMP(3);

UPDATE "PromoCampaign" SET "queuedAt" = "createdAt";

CREATE INDEX "PromoCampaign_queuedAt_sendAt_idx" ON "PromoCampaign"("queuedAt", "sendAt");
