-- Revocable preview links (issue 43 §7): each post's own secret, part of its preview links' signature. Existing posts
-- get a random one (their old links, signed without it, end).
ALTER TABLE "Post" ADD COLUMN "previewKey" TEXT;
UPDATE "Post" SET "previewKey" = gen_random_uuid()::text;
ALTER TABLE "Post" ALTER COLUMN "previewKey" SET NOT NULL;
