// Likes and dislikes: one reaction per visitor per item. Repeating it changes nothing; switching moves the count.
import "server-only";
import { db } from "@/lib/db";
import { Prisma, type ReactionTarget, type ReactionType } from "@/lib/generated/prisma/client";

type Counts = { likes: number; dislikes: number };
type Counter = (tx: Prisma.TransactionClient, id: string, data: { likes?: { increment: number }; dislikes?: { increment: number } }) => Promise<unknown>;

// Each reactable table keeps its own likes/dislikes counters, updated in the same transaction as the reaction row.
const COUNTERS: Record<ReactionTarget, Counter> = {
  POST_COMMENT: (tx, id, data) => tx.postComment.update({ where: { id }, data }),
  REVIEW: (tx, id, data) => tx.review.update({ where: { id }, data }),
  SPOTLIGHT_COMMENT: (tx, id, data) => tx.spotlightComment.update({ where: { id }, data }),
  SPOTLIGHT_REPLY: (tx, id, data) => tx.spotlightReply.update({ where: { id }, data }),
  SONG: (tx, id, data) => tx.song.update({ where: { id }, data: { likes: data.likes } }),
};

const field = (type: ReactionType) => (type === "LIKE" ? "likes" : "dislikes") satisfies keyof Counts;

export async function react(target: ReactionTarget, targetId: string, visitorId: string, type: ReactionType): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const key = { target_targetId_visitorId: { target, targetId, visitorId } };
      const previous = await tx.reaction.findUnique({ where: key, select: { type: true } });
      if (previous?.type === type) return;
      if (previous) {
        await tx.reaction.update({ where: key, data: { type } });
        await COUNTERS[target](tx, targetId, { [field(previous.type)]: { increment: -1 }, [field(type)]: { increment: 1 } });
      } else {
        await tx.reaction.create({ data: { target, targetId, visitorId, type } });
        await COUNTERS[target](tx, targetId, { [field(type)]: { increment: 1 } });
      }
    });
  } catch (error) {
    // Two identical requests raced: the first one counted, the second is the repeat it should be.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return;
    throw error;
  }
}
