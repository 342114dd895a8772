-- Issue 22 §1: one booking, one charge.
-- NEEDS_REFUND marks money that arrived for a booking that could not take it (already paid by another payment, or
-- cancelled); refundReason says why. authorizationUrl lets an open payment be offered again instead of a second one.
-- The enum is rebuilt (not ALTER TYPE … ADD VALUE) so the duplicates below can be marked in this same transaction.
BEGIN;
CREATE TYPE "PaymentStatus_new" AS ENUM ('PENDING', 'PAID', 'FAILED', 'ABANDONED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'NEEDS_REFUND');
ALTER TABLE "Payment" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Payment" ALTER COLUMN "status" TYPE "PaymentStatus_new" USING ("status"::text::"PaymentStatus_new");
ALTER TYPE "PaymentStatus" RENAME TO "PaymentStatus_old";
ALTER TYPE "PaymentStatus_new" RENAME TO "PaymentStatus";
DROP TYPE "public"."PaymentStatus_old";
ALTER TABLE "Payment" ALTER COLUMN "status" SET DEFAULT 'PENDING';
COMMIT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "authorizationUrl" TEXT,
ADD COLUMN     "refundReason" TEXT;

-- Written by hand: bookings already paid more than once (possible before this migration) keep their first payment;
-- the others are owed back, as a payment arriving for a paid booking is from now on.
WITH ranked AS (
  SELECT "id", first_value("reference") OVER w AS "first", row_number() OVER w AS n
  FROM "Payment" WHERE "bookingId" IS NOT NULL AND "status" IN ('PAID', 'PARTIALLY_REFUNDED')
  WINDOW w AS (PARTITION BY "bookingId" ORDER BY "paidAt" NULLS LAST, "createdAt", "id")
)
UPDATE "Payment" p SET "status" = 'NEEDS_REFUND', "refundReason" = 'The booking was already paid by ' || ranked."first" || '.', "updatedAt" = now()
FROM ranked WHERE ranked."id" = p."id" AND ranked.n > 1;

-- CreateIndex: at most one payment holds a booking (PAID, or PAID and then partly refunded).
CREATE UNIQUE INDEX "Payment_bookingId_paid_key" ON "Payment"("bookingId") WHERE ("status" IN ('PAID', 'PARTIALLY_REFUNDED'));
