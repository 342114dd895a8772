-- The app whose built-in browser a smart-link visit came through (null: a browser), for the in-app / browser split.
ALTER TABLE "SmartLinkEvent" ADD COLUMN "app" TEXT;
