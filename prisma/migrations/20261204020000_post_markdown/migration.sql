-- CreateEnum
CREATE TYPE "PostFormat" AS ENUM ('PLAIN', 'MARKDOWN');

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "bodyText" TEXT,
ADD COLUMN     "format" "PostFormat" NOT NULL DEFAULT 'PLAIN';

-- AlterTable
ALTER TABLE "PostRevision" ADD COLUMN     "format" "PostFormat" NOT NULL DEFAULT 'PLAIN';
