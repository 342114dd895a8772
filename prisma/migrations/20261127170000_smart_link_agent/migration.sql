-- What a smart-link visit came through: the app whose built-in browser it was (null: a browser), and the operating
-- system and browser its user agent names (bowser; null when unknown; only these names are kept, never the agent), and
-- the utm_medium and utm_campaign of the share page's address.
ALTER TABLE "SmartLinkEvent" ADD COLUMN "app" TEXT;
ALTER TABLE "SmartLinkEvent" ADD COLUMN "os" TEXT;
ALTER TABLE "SmartLinkEvent" ADD COLUMN "browser" TEXT;
ALTER TABLE "SmartLinkEvent" ADD COLUMN "medium" TEXT;
ALTER TABLE "SmartLinkEvent" ADD COLUMN "campaign" TEXT;
