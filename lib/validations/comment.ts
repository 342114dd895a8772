// Post comments and reactions, shared by the comment form and the route handlers.
import { z } from "zod";

const REQUIRED = "Comment, name and email are required.";

export const postCommentSchema = z.object({
  text: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(2000, "Keep comments under 2000 characters."),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(80),
  email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(254).pipe(z.email("Please enter a valid email address.")),
  rating: z.coerce.number({ error: "Please choose a rating from 1 to 5." }).int().min(1, "Please choose a rating from 1 to 5.").max(5, "Please choose a rating from 1 to 5."),
});
export type PostCommentInput = z.input<typeof postCommentSchema>;

export const reactionSchema = z.object({
  type: z.enum(["like", "dislike"], { error: 'Reaction type must be "like" or "dislike".' }),
});
export type ReactionInput = z.infer<typeof reactionSchema>;

export const COMMENTS_PAGE_SIZE = 5;

export const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
