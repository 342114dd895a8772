-- One truth for money (issue 44 §3): a deleted booking that money was paid for is archived, not erased, so the
-- roll-ups' booking count stays beside its payments' naira; a deleted post or smart link leaves its last title behind.

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "archivedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "AttributionName" (
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AttributionName_pkey" PRIMARY KEY ("dimension","value")
);

-- The title a deleted post or smart link had, under the slug its roll-up rows are credited to (cut at 200 characters
-- as attribution_add cuts values). Row triggers, so a cascade (an owner's account deleted) is caught as well.
CREATE FUNCTION "attribution_name_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "kept" text;
BEGIN
  -- Each branch names only its own table's columns (a plpgsql statement is prepared when it first runs).
  IF TG_TABLE_NAME = 'SmartLink' THEN
    "kept" := OLD."songTitle" || ' – ' || OLD."artistName";
  ELSE
    "kept" := OLD."title";
  END IF;
  INSERT INTO "AttributionName" ("dimension", "value", "title")
  VALUES (TG_ARGV[0], left(OLD."slug", 200), "kept")
  ON CONFLICT ("dimension", "value") DO UPDATE SET "title" = EXCLUDED."title", "deletedAt" = EXCLUDED."deletedAt";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Post_attribution_name" AFTER DELETE ON "Post"
  FOR EACH ROW EXECUTE FUNCTION "attribution_name_kept"('post');

CREATE TRIGGER "SmartLink_attribution_name" AFTER DELETE ON "SmartLink"
  FOR EACH ROW EXECUTE FUNCTION "attribution_name_kept"('link');
