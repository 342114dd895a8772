-- A spotlight comment may carry no rating (the spec's form: "Rating 1-5 stars, default 0"; the old client sends 0).
ALTER TABLE "SpotlightComment" ALTER COLUMN "rating" DROP NOT NULL;
