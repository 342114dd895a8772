-- Payments from the old site come across as history (IMPORTED) and count as money only once Paystack confirms them:
-- the old site recorded whatever the browser's verify call reported and never compared an amount with a price.
-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'IMPORTED';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "checkNote" TEXT,
ADD COLUMN     "checkedAt" TIMESTAMP(3),
ADD COLUMN     "importedAt" TIMESTAMP(3);
