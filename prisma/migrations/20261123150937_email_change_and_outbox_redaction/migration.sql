-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "secretExpiresAt" TIMESTAMP(3),
ADD COLUMN     "secretHtml" TEXT,
ADD COLUMN     "secretText" TEXT;

-- CreateTable
CREATE TABLE "EmailChangeRequest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "newEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailChangeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailChangeRequest_tokenHash_key" ON "EmailChangeRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailChangeRequest_userId_idx" ON "EmailChangeRequest"("userId");

-- CreateIndex
CREATE INDEX "EmailChangeRequest_expiresAt_idx" ON "EmailChangeRequest"("expiresAt");

-- CreateIndex
CREATE INDEX "EmailMessage_secretExpiresAt_idx" ON "EmailMessage"("secretExpiresAt");

-- AddForeignKey
ALTER TABLE "EmailChangeRequest" ADD CONSTRAINT "EmailChangeRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Messages recorded before this migration hold working links in their bodies: redact the single-use tokens of
-- password-reset and subscription-confirmation links (the same [redacted] marker new messages get).
UPDATE "EmailMessage"
SET "html" = regexp_replace("html", '(/reset-password/|/subscribe/confirm/)[A-Za-z0-9_-]+', '\1[redacted]', 'g'),
    "text" = regexp_replace("text", '(/reset-password/|/subscribe/confirm/)[A-Za-z0-9_-]+', '\1[redacted]', 'g');
