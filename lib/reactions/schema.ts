// Like/dislike on comments, replies and reviews, shared by the reaction buttons and the route handlers.
import { z } from "zod";

export const reactionSchema = z.object({
  type: z.enum(["like", "dislike"], { error: 'Reaction type must be "like" or "dislike".' }),
});
export type ReactionInput = z.infer<typeof reactionSchema>;
