-- CreateTable
CREATE TABLE "SongLinkLookup" (
    "url" TEXT NOT NULL,
    "fill" JSONB,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SongLinkLookup_pkey" PRIMARY KEY ("url")
);

-- CreateIndex
CREATE INDEX "SongLinkLookup_expiresAt_idx" ON "SongLinkLookup"("expiresAt");
