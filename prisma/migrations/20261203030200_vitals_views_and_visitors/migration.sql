-- Web Vitals one visitor cannot move (issue 43 §5): one beacon per page view, and how many different visitors stand
-- behind each of the panel's figures.
ALTER TABLE "WebVitalBeacon" ADD COLUMN "viewId" TEXT;

-- CreateTable
CREATE TABLE "WebVitalDailyVisitor" (
    "day" DATE NOT NULL,
    "metric" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "countryGroup" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "visitor" INTEGER NOT NULL,

    CONSTRAINT "WebVitalDailyVisitor_pkey" PRIMARY KEY ("day","metric","template","countryGroup","device","visitor")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebVitalBeacon_viewId_key" ON "WebVitalBeacon"("viewId");
