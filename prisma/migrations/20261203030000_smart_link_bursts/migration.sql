-- Viral links keep every fan's click (issue 43 §10): no per-link cap; a burst that looks machine-made is stored and
-- flagged instead of dropped.
ALTER TABLE "SmartLinkEvent" ADD COLUMN "burstKey" TEXT,
ADD COLUMN "automated" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "SmartLinkEvent_smartLinkId_burstKey_createdAt_idx" ON "SmartLinkEvent"("smartLinkId", "burstKey", "createdAt");
