-- A post's body rendered once, at save (lib/posts/body.ts): the page's HTML pieces and embeds, the feed's HTML, and
-- the key of what they were rendered with. Rows from before stay null here; each is rendered and stored on its first
-- read (docs/features/posts.md "Rendered once").
ALTER TABLE "Post" ADD COLUMN "bodyBlocks" JSONB,
ADD COLUMN "bodyFeedHtml" TEXT,
ADD COLUMN "bodyRenderKey" TEXT;
