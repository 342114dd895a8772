-- Release-day reminders (issue 24 §3): a smart link's future release day, the fans who asked to be told, and the one
-- release-day mailings of each link.
CREATE TYPE "ReminderStatus" AS ENUM ('PENDING', 'CONFIRMED');

ALTER TABLE "SmartLink" ADD COLUMN "releaseOn" DATE,
ADD COLUMN "releasedAt" TIMESTAMP(3);

ALTER TABLE "PromoCampaign" ADD COLUMN "smartLinkId" TEXT;

CREATE TABLE "ReleaseReminder" (
    "id" TEXT NOT NULL,
    "smartLinkId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "ReminderStatus" NOT NULL DEFAULT 'PENDING',
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),

    CONSTRAINT "ReleaseReminder_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "ReleaseReminder_tokenHash_key" ON "ReleaseReminder"("tokenHash");

CREATE INDEX "ReleaseReminder_smartLinkId_status_idx" ON "ReleaseReminder"("smartLinkId", "status");

CREATE UNIQUE INDEX "ReleaseReminder_smartLinkId_email_key" ON "ReleaseReminder"("smartLinkId", "email");

CREATE INDEX "PromoCampaign_smartLinkId_idx" ON "PromoCampaign"("smartLinkId");

ALTER TABLE "ReleaseReminder" ADD CONSTRAINT "ReleaseReminder_smartLinkId_fkey" FOREIGN KEY ("smartLinkId") REFERENCES "SmartLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
