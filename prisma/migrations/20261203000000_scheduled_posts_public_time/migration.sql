-- A scheduled post carries the time it goes public in "publishedAt" too (the public reads show it from then on,
-- whether or not the publish job has run): rows scheduled before this change get it now.
UPDATE "Post" SET "publishedAt" = "publishAt" WHERE "status" = 'SCHEDULED' AND "publishAt" IS NOT NULL;
