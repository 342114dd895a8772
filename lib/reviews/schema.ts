// Reviews on the contact page: the form (react-hook-form resolver) and POST /mnb/api/contacts share this schema.
import { z } from "zod";
import { INVALID_EMAIL, ratingField, requiredEmail, requiredText } from "@/lib/core/form-basics";

export const REVIEW_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  emailFormat: INVALID_EMAIL,
  message: "Please enter a message.",
  rating: "Please choose a rating from 1 to 5.",
} as const;

export const reviewSchema = z.object({
  name: requiredText(REVIEW_MESSAGES.name, 80),
  email: requiredEmail(REVIEW_MESSAGES.email, REVIEW_MESSAGES.emailFormat),
  message: requiredText(REVIEW_MESSAGES.message, 2000),
  // Optional: a review without stars counts as a full five.
  rating: ratingField(REVIEW_MESSAGES.rating).default(5),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

export const REVIEWS_PAGE_SIZE = 5;
