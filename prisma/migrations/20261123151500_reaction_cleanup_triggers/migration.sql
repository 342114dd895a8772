-- Reactions point at their target by (target, targetId) without a foreign key, because one table serves five kinds
-- of target. These triggers remove a target's reactions in the same statement that deletes it — including rows
-- removed by ON DELETE CASCADE (a post's comments, a spotlight's comments and their replies) — so no code path,
-- present or future, can leave orphaned reactions behind.
CREATE OR REPLACE FUNCTION "delete_reactions_of_target"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "Reaction" WHERE "target" = TG_ARGV[0]::"ReactionTarget" AND "targetId" = OLD."id";
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "PostComment_delete_reactions" AFTER DELETE ON "PostComment"
  FOR EACH ROW EXECUTE FUNCTION "delete_reactions_of_target"('POST_COMMENT');
CREATE TRIGGER "Review_delete_reactions" AFTER DELETE ON "Review"
  FOR EACH ROW EXECUTE FUNCTION "delete_reactions_of_target"('REVIEW');
CREATE TRIGGER "Song_delete_reactions" AFTER DELETE ON "Song"
  FOR EACH ROW EXECUTE FUNCTION "delete_reactions_of_target"('SONG');
CREATE TRIGGER "SpotlightComment_delete_reactions" AFTER DELETE ON "SpotlightComment"
  FOR EACH ROW EXECUTE FUNCTION "delete_reactions_of_target"('SPOTLIGHT_COMMENT');
CREATE TRIGGER "SpotlightReply_delete_reactions" AFTER DELETE ON "SpotlightReply"
  FOR EACH ROW EXECUTE FUNCTION "delete_reactions_of_target"('SPOTLIGHT_REPLY');
