-- AlterTable
ALTER TABLE "AuthSession" ADD COLUMN     "loginId" TEXT;

-- CreateIndex
CREATE INDEX "AuthSession_loginId_idx" ON "AuthSession"("loginId");
