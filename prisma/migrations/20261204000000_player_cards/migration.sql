-- A post's players: the title and picture a platform gave for a streaming address (lib/data/player-cards.ts).
CREATE TABLE "PlayerCard" (
    "url" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "artworkUrl" TEXT,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlayerCard_pkey" PRIMARY KEY ("url")
);
