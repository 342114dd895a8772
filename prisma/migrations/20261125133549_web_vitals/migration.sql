-- CreateTable
CREATE TABLE "WebVitalBeacon" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "template" TEXT NOT NULL,
    "countryGroup" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "connection" TEXT,
    "lcp" DOUBLE PRECISION,
    "inp" DOUBLE PRECISION,
    "cls" DOUBLE PRECISION,
    "fcp" DOUBLE PRECISION,
    "ttfb" DOUBLE PRECISION,

    CONSTRAINT "WebVitalBeacon_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebVitalDailyStat" (
    "day" DATE NOT NULL,
    "metric" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "countryGroup" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "WebVitalDailyStat_pkey" PRIMARY KEY ("day","metric","template","countryGroup","device","bucket")
);

-- CreateIndex
CREATE INDEX "WebVitalBeacon_createdAt_idx" ON "WebVitalBeacon"("createdAt");
