// Likes and dislikes: one reaction per visitor per item. Repeating it changes nothing; switching moves the count.
// A target's reactions are deleted with it by database triggers (migration reaction_cleanup_triggers).
import "server-only";
import { db } from "@/lib/db";
import { Prisma, type ReactionTarget, type ReactionType } from "@/lib/generated/prisma/client";

type Counts = { likes: number; dislikes: number };
type Delta = Partial<Record<keyof Counts, { increment: number }>>;
type Counter = (tx: Prisma.TransactionClient, id: string, data: Delta) => Promise<unknown>;

// Each reactable table keeps its own likes/dislikes counters, updated in the same transaction as the reaction row.
const COUNTERS: Record<ReactionTarget, Counter> = {
  POST_COMMENT: (tx, id, data) => tx.postComment.update({ where: { id }, data }),
  REVIEW: (tx, id, data) => tx.review.update({ where: { id }, data }),
  SPOTLIGHT_COMMENT: (tx, id, data) => tx.spotlightComment.update({ where: { id }, data }),
  SPOTLIGHT_REPLY: (tx, id, data) => tx.spotlightReply.update({ where: { id }, data }),
  SONG: (tx, id, data) => tx.song.update({ where: { id }, data: { likes: data.likes } }),
};

const field = (type: ReactionType) => (type === "LIKE" ? "likes" : "dislikes") satisfies keyof Counts;
const other = (type: ReactionType): ReactionType => (type === "LIKE" ? "DISLIKE" : "LIKE");

export async function react(
  target: ReactionTarget,
  targetId: string,
  visitorId: string,
  type: ReactionType,
): Promise<void> {
  await db.$transaction(async (tx) => {
    // Every counter change is tied to a row change that only one of several concurrent requests can make: the
    // insert skips an existing row, and the switch only matches a row still holding the other type (PostgreSQL
    // re-checks that condition after waiting for a concurrent update's lock). So however requests interleave, the
    // counters move exactly as often as the rows do and always equal them.
    const inserted = await tx.reaction.createMany({
      data: [{ target, targetId, visitorId, type }],
      skipDuplicates: true,
    });
    if (inserted.count === 1) {
      await COUNTERS[target](tx, targetId, { [field(type)]: { increment: 1 } });
      return;
    }
    const switched = await tx.reaction.updateMany({
      where: { target, targetId, visitorId, type: other(type) },
      data: { type },
    });
    if (switched.count === 1) {
      await COUNTERS[target](tx, targetId, {
        [field(other(type))]: { increment: -1 },
        [field(type)]: { increment: 1 },
      });
    }
  });
}
