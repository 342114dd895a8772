// The style spotlight's comments and replies, shared by their forms and the route handlers.
import { z } from "zod";
import { optionalRating, requiredEmail, requiredText } from "@/lib/core/form-basics";

export const COMMENT_REQUIRED = "All fields are required!";
export const REPLY_REQUIRED = "All reply fields are required!";
export const RATING_REQUIRED = "Please choose a rating from 1 to 5.";

export const spotlightCommentSchema = z.object({
  name: requiredText(COMMENT_REQUIRED, 80),
  email: requiredEmail(COMMENT_REQUIRED),
  content: requiredText(COMMENT_REQUIRED, 2000),
  // Optional, as in the spec ("Rating 1-5 stars, default 0"): 0 or nothing is a comment without stars (null).
  rating: optionalRating(RATING_REQUIRED),
  // The form's "About (optional)" select sends "" for the page-wide section.
  spotlightId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(40).optional()),
});
export type SpotlightCommentInput = z.input<typeof spotlightCommentSchema>;
export type SpotlightComment = z.output<typeof spotlightCommentSchema>;

export const spotlightReplySchema = z.object({
  name: requiredText(REPLY_REQUIRED, 80),
  email: requiredEmail(REPLY_REQUIRED),
  content: requiredText(REPLY_REQUIRED, 2000),
});
export type SpotlightReplyInput = z.input<typeof spotlightReplySchema>;
export type SpotlightReply = z.output<typeof spotlightReplySchema>;
