-- Issue 22 §4: a smart link made by a signed-out visitor is not indexed (noindex, out of the sitemap) until its creator
-- claims it after signing in (with the claim token only they were given) or an admin approves it.
ALTER TABLE "SmartLink" ADD COLUMN "approvedAt" TIMESTAMP(3),
ADD COLUMN "claimTokenHash" TEXT;

-- Links that already have an owner were made by a signed-in creator: vouched for since they were made. Links made
-- signed out before today stay unapproved until an admin approves them (they have no claim token).
UPDATE "SmartLink" SET "approvedAt" = "createdAt" WHERE "createdById" IS NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "SmartLink_claimTokenHash_key" ON "SmartLink"("claimTokenHash");
