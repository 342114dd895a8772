-- What a newsletter subscriber wants to hear about (news, style, music); everyone who subscribed before chose all three.
ALTER TABLE "Subscriber" ADD COLUMN "interests" TEXT[] DEFAULT ARRAY['news', 'style', 'music']::TEXT[];
