/*
  Warnings:

  - You are about to drop the `SmartLinkClick` table. If the table is not empty, all the data it contains will be lost.

*/
-- CreateEnum
CREATE TYPE "SmartLinkEventKind" AS ENUM ('VIEW', 'CLICK', 'PREVIEW');

-- CreateEnum
CREATE TYPE "SmartLinkDevice" AS ENUM ('MOBILE', 'TABLET', 'DESKTOP', 'OTHER');

-- DropForeignKey
ALTER TABLE "SmartLinkClick" DROP CONSTRAINT "SmartLinkClick_smartLinkId_fkey";

-- AlterTable
ALTER TABLE "SmartLink" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- DropTable
DROP TABLE "SmartLinkClick";

-- CreateTable
CREATE TABLE "SmartLinkEvent" (
    "id" TEXT NOT NULL,
    "smartLinkId" TEXT NOT NULL,
    "kind" "SmartLinkEventKind" NOT NULL,
    "platform" "SmartLinkPlatform",
    "country" TEXT,
    "referrerDomain" TEXT,
    "device" "SmartLinkDevice" NOT NULL,
    "channel" TEXT,
    "qr" BOOLEAN NOT NULL DEFAULT false,
    "unique" BOOLEAN NOT NULL DEFAULT false,
    "visitorHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmartLinkEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmartLinkDailyStat" (
    "smartLinkId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "kind" "SmartLinkEventKind" NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "uniques" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SmartLinkDailyStat_pkey" PRIMARY KEY ("smartLinkId","day","kind","dimension","value")
);

-- CreateIndex
CREATE INDEX "SmartLinkEvent_smartLinkId_createdAt_idx" ON "SmartLinkEvent"("smartLinkId", "createdAt");

-- CreateIndex
CREATE INDEX "SmartLinkEvent_smartLinkId_visitorHash_createdAt_idx" ON "SmartLinkEvent"("smartLinkId", "visitorHash", "createdAt");

-- CreateIndex
CREATE INDEX "SmartLinkDailyStat_day_idx" ON "SmartLinkDailyStat"("day");

-- AddForeignKey
ALTER TABLE "SmartLinkEvent" ADD CONSTRAINT "SmartLinkEvent_smartLinkId_fkey" FOREIGN KEY ("smartLinkId") REFERENCES "SmartLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SmartLinkDailyStat" ADD CONSTRAINT "SmartLinkDailyStat_smartLinkId_fkey" FOREIGN KEY ("smartLinkId") REFERENCES "SmartLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
