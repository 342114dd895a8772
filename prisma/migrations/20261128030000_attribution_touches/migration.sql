-- Attribution (issue 24 §1): the first and last touch of the visitor who made a booking or a payment.
ALTER TABLE "Booking" ADD COLUMN "firstTouch" JSONB,
ADD COLUMN "lastTouch" JSONB;

ALTER TABLE "Payment" ADD COLUMN "firstTouch" JSONB,
ADD COLUMN "lastTouch" JSONB;
