-- The shared cache of Next's cache handlers (lib/cache-handlers), used when CACHE_STORE=postgres.

-- CreateTable
CREATE TABLE "CacheEntry" (
    "buildId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" BYTEA NOT NULL,
    "tags" TEXT[],
    "meta" JSONB,
    "storedAt" BIGINT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CacheEntry_pkey" PRIMARY KEY ("buildId","key")
);

-- CreateTable
CREATE TABLE "CacheTag" (
    "tag" TEXT NOT NULL,
    "staleAt" BIGINT,
    "expiredAt" BIGINT,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CacheTag_pkey" PRIMARY KEY ("tag")
);

-- CreateIndex
CREATE INDEX "CacheEntry_expiresAt_idx" ON "CacheEntry"("expiresAt");

-- CreateIndex
CREATE INDEX "CacheTag_changedAt_idx" ON "CacheTag"("changedAt");
