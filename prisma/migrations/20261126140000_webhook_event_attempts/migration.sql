-- A webhook event whose processing failed is processed again when it arrives again: how many times it was taken up.
ALTER TABLE "PaymentWebhookEvent" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 1;
