-- Issue 43 §1 and §4: an account's proved email (only a proved account vouches for its links), the addresses that
-- asked never to be emailed again, and link-page handles held by their look-alike key (kept 30 days after release).
ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" TIMESTAMP(3);

CREATE TABLE "HandleClaim" (
    "key" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "releasedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HandleClaim_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "HandleClaim_userId_idx" ON "HandleClaim"("userId");

ALTER TABLE "HandleClaim" ADD CONSTRAINT "HandleClaim_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "EmailSuppression" (
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailSuppression_pkey" PRIMARY KEY ("email")
);

CREATE INDEX "EmailSuppression_createdAt_idx" ON "EmailSuppression"("createdAt" DESC);

-- Existing handles (lowercase letters, digits, dashes) keyed as lib/domain/handle.ts handleKey folds them; where two
-- already share a key, the older page holds it.
INSERT INTO "HandleClaim" ("key", "userId", "createdAt")
SELECT replace(replace(translate(lower("handle"), '01i34578-_.', 'olleastb'), 'rn', 'm'), 'vv', 'w'), "userId", "createdAt"
FROM "LinkPage"
ORDER BY "createdAt" ASC
ON CONFLICT ("key") DO NOTHING;

-- "Approved" now means an admin approved (or made) the link; a creator's own vouching comes from a verified email.
-- Links approved only because a signed-in (unproved) account made or claimed them lose it.
UPDATE "SmartLink" AS l SET "approvedAt" = NULL
WHERE l."approvedAt" IS NOT NULL
  AND l."createdById" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = l."createdById" AND u."role" = 'ADMIN')
  AND NOT EXISTS (
    SELECT 1 FROM "AdminActivity" a
    WHERE a."recordType" = 'smart-link' AND a."recordId" = l."id" AND a."summary" LIKE 'Approved %'
  );
