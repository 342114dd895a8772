-- What a smart-link visit came through: the app whose built-in browser it was (null: a browser), and the operating
-- system and browser its user agent names (bowser; null when unknown). Only these names are kept, never the agent.
ALTER TABLE "SmartLinkEvent" ADD COLUMN "app" TEXT;
ALTER TABLE "SmartLinkEvent" ADD COLUMN "os" TEXT;
ALTER TABLE "SmartLinkEvent" ADD COLUMN "browser" TEXT;
