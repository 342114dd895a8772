-- One moderation queue for every comment (issue 23 §3). Existing comments stay published.
CREATE TYPE "CommentStatus" AS ENUM ('PUBLISHED', 'PENDING', 'HIDDEN');

ALTER TABLE "PostComment" ADD COLUMN "status" "CommentStatus" NOT NULL DEFAULT 'PUBLISHED', ADD COLUMN "visitorId" TEXT;
ALTER TABLE "SongComment" ADD COLUMN "status" "CommentStatus" NOT NULL DEFAULT 'PUBLISHED', ADD COLUMN "visitorId" TEXT;
ALTER TABLE "SpotlightComment" ADD COLUMN "status" "CommentStatus" NOT NULL DEFAULT 'PUBLISHED', ADD COLUMN "visitorId" TEXT;
ALTER TABLE "SpotlightReply" ADD COLUMN "status" "CommentStatus" NOT NULL DEFAULT 'PUBLISHED', ADD COLUMN "visitorId" TEXT;

CREATE INDEX "PostComment_status_createdAt_idx" ON "PostComment"("status", "createdAt" DESC);
CREATE INDEX "SongComment_status_createdAt_idx" ON "SongComment"("status", "createdAt" DESC);
CREATE INDEX "SpotlightComment_status_createdAt_idx" ON "SpotlightComment"("status", "createdAt" DESC);
CREATE INDEX "SpotlightReply_status_createdAt_idx" ON "SpotlightReply"("status", "createdAt" DESC);

CREATE TABLE "ModerationSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "holdFirstComments" BOOLEAN NOT NULL DEFAULT false,
    "holdLinks" BOOLEAN NOT NULL DEFAULT false,
    "heldWords" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModerationSettings_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "CommenterBan" (
    "id" TEXT NOT NULL,
    "emailHash" TEXT,
    "visitorId" TEXT,
    "reason" TEXT NOT NULL,
    "endsAt" TIMESTAMP(3),
    "createdByLabel" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommenterBan_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "CommenterBan_emailHash_idx" ON "CommenterBan"("emailHash");
CREATE INDEX "CommenterBan_visitorId_idx" ON "CommenterBan"("visitorId");
