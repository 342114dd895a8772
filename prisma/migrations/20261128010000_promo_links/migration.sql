-- Tracked links in promo emails (issue 24 §4): each link of a campaign, and the first click of each recipient on it.
CREATE TABLE "PromoLink" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PromoLink_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PromoClick" (
    "linkId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromoClick_pkey" PRIMARY KEY ("linkId","messageId")
);

CREATE UNIQUE INDEX "PromoLink_campaignId_position_key" ON "PromoLink"("campaignId", "position");

CREATE INDEX "PromoClick_campaignId_idx" ON "PromoClick"("campaignId");

ALTER TABLE "PromoLink" ADD CONSTRAINT "PromoLink_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "PromoCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PromoClick" ADD CONSTRAINT "PromoClick_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "PromoLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
