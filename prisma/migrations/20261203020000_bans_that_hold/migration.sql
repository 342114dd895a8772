-- Bans that hold (issue 43 §2): a ban names the account, the normalised email, the visitor cookie and, for a while,
-- the address; every comment table keeps what a ban can name (song comments gain an optional email and the account).

-- AlterTable
ALTER TABLE "CommenterBan" ADD COLUMN     "addressEndsAt" TIMESTAMP(3),
ADD COLUMN     "addressHash" TEXT,
ADD COLUMN     "userId" TEXT;

-- AlterTable
ALTER TABLE "PostComment" ADD COLUMN     "addressHash" TEXT;

-- AlterTable
ALTER TABLE "SongComment" ADD COLUMN     "addressHash" TEXT,
ADD COLUMN     "email" TEXT,
ADD COLUMN     "userId" TEXT;

-- AlterTable
ALTER TABLE "SpotlightComment" ADD COLUMN     "addressHash" TEXT,
ADD COLUMN     "userId" TEXT;

-- AlterTable
ALTER TABLE "SpotlightReply" ADD COLUMN     "addressHash" TEXT,
ADD COLUMN     "userId" TEXT;

-- CreateIndex
CREATE INDEX "CommenterBan_userId_idx" ON "CommenterBan"("userId");

-- CreateIndex
CREATE INDEX "CommenterBan_addressHash_idx" ON "CommenterBan"("addressHash");

-- CreateIndex
CREATE INDEX "SongComment_userId_idx" ON "SongComment"("userId");

-- CreateIndex
CREATE INDEX "SpotlightComment_userId_idx" ON "SpotlightComment"("userId");

-- CreateIndex
CREATE INDEX "SpotlightReply_userId_idx" ON "SpotlightReply"("userId");

-- AddForeignKey
ALTER TABLE "SongComment" ADD CONSTRAINT "SongComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpotlightComment" ADD CONSTRAINT "SpotlightComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpotlightReply" ADD CONSTRAINT "SpotlightReply_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommenterBan" ADD CONSTRAINT "CommenterBan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
