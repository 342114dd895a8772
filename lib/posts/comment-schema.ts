// Comments on blog posts, shared by the comment form and the route handlers.
import { z } from "zod";
import { ratingField, requiredEmail, requiredText } from "@/lib/core/form-basics";

const REQUIRED = "Comment, name and email are required.";
export const RATING_REQUIRED = "Please choose a rating from 1 to 5.";

export const postCommentSchema = z.object({
  text: requiredText(REQUIRED, 2000, "Keep comments under 2000 characters."),
  name: requiredText(REQUIRED, 80),
  email: requiredEmail(REQUIRED),
  rating: ratingField(RATING_REQUIRED),
});
export type PostCommentInput = z.input<typeof postCommentSchema>;

export const COMMENTS_PAGE_SIZE = 5;
