// Reviews on the contact page: the form (react-hook-form resolver) and POST /mnb/api/contacts share this schema.
import { z } from "zod";

export const REVIEW_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  emailFormat: "Please enter a valid email address.",
  message: "Please enter a message.",
  rating: "Please choose a rating from 1 to 5.",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep it under ${max} characters.`);

export const reviewSchema = z.object({
  name: required(REVIEW_MESSAGES.name, 80),
  email: required(REVIEW_MESSAGES.email, 254).pipe(z.email(REVIEW_MESSAGES.emailFormat)),
  message: required(REVIEW_MESSAGES.message, 2000),
  // Optional: a review without stars counts as a full five.
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating)
    .default(5),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

export const REVIEWS_PAGE_SIZE = 5;

/** Old rows or imports may hold ratings outside the scale; lists never show more than five stars. */
export const capRating = (rating: number) => Math.min(5, Math.max(1, Math.round(rating)));
