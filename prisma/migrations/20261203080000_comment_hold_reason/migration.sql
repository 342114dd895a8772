-- Why a comment was held (issue 44 §6): the moderation queue shows it. Comments held before this stay without one.

-- CreateEnum
CREATE TYPE "HoldReason" AS ENUM ('WORD', 'LINK', 'FIRST_COMMENT', 'ADDRESS');

-- AlterTable
ALTER TABLE "PostComment" ADD COLUMN     "holdReason" "HoldReason";

-- AlterTable
ALTER TABLE "SongComment" ADD COLUMN     "holdReason" "HoldReason";

-- AlterTable
ALTER TABLE "SpotlightComment" ADD COLUMN     "holdReason" "HoldReason";

-- AlterTable
ALTER TABLE "SpotlightReply" ADD COLUMN     "holdReason" "HoldReason";
