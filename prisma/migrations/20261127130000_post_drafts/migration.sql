-- Drafts, scheduled posts and revisions (issue 23 §2). Existing posts stay published, in the order they had.
CREATE TYPE "PostStatus" AS ENUM ('DRAFT', 'SCHEDULED', 'PUBLISHED');

ALTER TABLE "Post" ADD COLUMN "status" "PostStatus" NOT NULL DEFAULT 'PUBLISHED',
ADD COLUMN "publishAt" TIMESTAMP(3),
ADD COLUMN "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

UPDATE "Post" SET "publishedAt" = "createdAt";

DROP INDEX "Post_createdAt_idx";
CREATE INDEX "Post_status_publishedAt_idx" ON "Post"("status", "publishedAt" DESC);
CREATE INDEX "Post_status_publishAt_idx" ON "Post"("status", "publishAt");

CREATE TABLE "PostRevision" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "categories" TEXT[],
    "editorId" TEXT,
    "editorLabel" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostRevision_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "PostRevision_postId_createdAt_idx" ON "PostRevision"("postId", "createdAt" DESC);

ALTER TABLE "PostRevision" ADD CONSTRAINT "PostRevision_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PostRevision" ADD CONSTRAINT "PostRevision_editorId_fkey" FOREIGN KEY ("editorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
