-- Attribution's roll-ups (issue 24 §1): where bookings come from, per Lagos day, and posts' views per day.

-- CreateTable
CREATE TABLE "AttributionDailyStat" (
    "dimension" TEXT NOT NULL,
    "touch" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "value" TEXT NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 0,
    "bookings" INTEGER NOT NULL DEFAULT 0,
    "paidKobo" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AttributionDailyStat_pkey" PRIMARY KEY ("dimension","touch","day","value")
);

-- CreateTable
CREATE TABLE "PostDailyView" (
    "postId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PostDailyView_pkey" PRIMARY KEY ("postId","day")
);

-- CreateIndex
CREATE INDEX "PostDailyView_day_idx" ON "PostDailyView"("day");

-- AddForeignKey
ALTER TABLE "PostDailyView" ADD CONSTRAINT "PostDailyView_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The Lagos calendar day of a stored instant (Prisma keeps UTC in columns without a zone).
CREATE FUNCTION "attribution_day"("at" timestamp) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (("at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Lagos')::date
$$;

-- Adds visits, bookings and kobo to every row a touch (lib/domain/attribution.ts `Touch`, as JSON) is credited in:
-- its channel, its campaign, the post it landed on and the smart link it came through (the last three when it has
-- them). Rows are always taken in the same order (channel, campaign, post, link), so concurrent writers queue rather
-- than deadlock. Used by the triggers below and by lib/data/attribution.ts for visits.
CREATE FUNCTION "attribution_add"("p_day" date, "p_touch" text, "t" jsonb, "p_visits" integer, "p_bookings" integer, "p_kobo" bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "t" IS NULL OR jsonb_typeof("t") <> 'object' THEN
    RETURN;
  END IF;
  INSERT INTO "AttributionDailyStat" ("dimension", "touch", "day", "value", "visits", "bookings", "paidKobo")
  SELECT d."dimension", "p_touch", "p_day", left(d."value", 200), "p_visits", "p_bookings", "p_kobo"
  FROM (VALUES
    (1, 'channel', "t"->>'channel'),
    (2, 'campaign', "t"->>'campaign'),
    (3, 'post', substring("t"->>'landing' from '^/post/([^/?#]+)')),
    (4, 'link', "t"->>'smartLink')
  ) AS d("n", "dimension", "value")
  WHERE d."value" IS NOT NULL AND d."value" <> ''
  ORDER BY d."n"
  ON CONFLICT ("dimension", "touch", "day", "value") DO UPDATE SET
    "visits" = "AttributionDailyStat"."visits" + EXCLUDED."visits",
    "bookings" = "AttributionDailyStat"."bookings" + EXCLUDED."bookings",
    "paidKobo" = "AttributionDailyStat"."paidKobo" + EXCLUDED."paidKobo";
END
$$;

-- A booking counts once, on the Lagos day it was made, for its first and its last touch (a deleted one no longer).
CREATE FUNCTION "attribution_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."createdAt" IS NOT DISTINCT FROM NEW."createdAt"
     AND OLD."firstTouch" IS NOT DISTINCT FROM NEW."firstTouch" AND OLD."lastTouch" IS NOT DISTINCT FROM NEW."lastTouch" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "attribution_add"("attribution_day"(OLD."createdAt"), 'first', OLD."firstTouch", 0, -1, 0);
    PERFORM "attribution_add"("attribution_day"(OLD."createdAt"), 'last', OLD."lastTouch", 0, -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "attribution_add"("attribution_day"(NEW."createdAt"), 'first', NEW."firstTouch", 0, 1, 0);
    PERFORM "attribution_add"("attribution_day"(NEW."createdAt"), 'last', NEW."lastTouch", 0, 1, 0);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Booking_attribution" AFTER INSERT OR DELETE OR UPDATE OF "createdAt", "firstTouch", "lastTouch" ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION "attribution_booking"();

-- A payment's money counts on the Lagos day it was paid, as the Overview's revenue does: its amount less what has
-- been refunded, once paid (paidAt set), in naira only. Any change (paid, refunded in part or in full, deleted) moves
-- the difference, in the same transaction as the change.
CREATE FUNCTION "attribution_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "old_kobo" bigint := 0;
  "new_kobo" bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."paidAt" IS NOT NULL AND OLD."currency" = 'NGN' THEN
    "old_kobo" := OLD."amountKobo" - OLD."refundedKobo";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."paidAt" IS NOT NULL AND NEW."currency" = 'NGN' THEN
    "new_kobo" := NEW."amountKobo" - NEW."refundedKobo";
  END IF;
  IF TG_OP = 'UPDATE' AND "old_kobo" = "new_kobo" AND OLD."paidAt" IS NOT DISTINCT FROM NEW."paidAt"
     AND OLD."firstTouch" IS NOT DISTINCT FROM NEW."firstTouch" AND OLD."lastTouch" IS NOT DISTINCT FROM NEW."lastTouch" THEN
    RETURN NULL;
  END IF;
  IF "old_kobo" <> 0 THEN
    PERFORM "attribution_add"("attribution_day"(OLD."paidAt"), 'first', OLD."firstTouch", 0, 0, -"old_kobo");
    PERFORM "attribution_add"("attribution_day"(OLD."paidAt"), 'last', OLD."lastTouch", 0, 0, -"old_kobo");
  END IF;
  IF "new_kobo" <> 0 THEN
    PERFORM "attribution_add"("attribution_day"(NEW."paidAt"), 'first', NEW."firstTouch", 0, 0, "new_kobo");
    PERFORM "attribution_add"("attribution_day"(NEW."paidAt"), 'last', NEW."lastTouch", 0, 0, "new_kobo");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Payment_attribution" AFTER INSERT OR DELETE OR UPDATE OF "paidAt", "currency", "amountKobo", "refundedKobo", "firstTouch", "lastTouch" ON "Payment"
  FOR EACH ROW EXECUTE FUNCTION "attribution_payment"();

-- The bookings and payments made since touches were first kept (migration 20261128030000).
SELECT count("attribution_add"("attribution_day"("createdAt"), 'first', "firstTouch", 0, 1, 0)),
       count("attribution_add"("attribution_day"("createdAt"), 'last', "lastTouch", 0, 1, 0))
FROM "Booking" WHERE "firstTouch" IS NOT NULL;
SELECT count("attribution_add"("attribution_day"("paidAt"), 'first', "firstTouch", 0, 0, "amountKobo" - "refundedKobo")),
       count("attribution_add"("attribution_day"("paidAt"), 'last', "lastTouch", 0, 0, "amountKobo" - "refundedKobo"))
FROM "Payment" WHERE "firstTouch" IS NOT NULL AND "paidAt" IS NOT NULL AND "currency" = 'NGN' AND "amountKobo" > "refundedKobo";
