// Newsletter subscribers: the home page's subscribe form, POST /mnb/api/subscribe and the confirm/unsubscribe links.
import { z } from "zod";
import { requiredEmail } from "@/lib/core/form-basics";
import { INTERESTS, INTERESTS_REQUIRED } from "./interests";

export const EMAIL_REQUIRED = "Please enter your email address.";
/** The spec's texts, shown by the modal and pages and sent by the handlers. */
export const SUBSCRIBER_TEXT = {
  subscribed: "Subscribed successfully! Check your email 🎉",
  subscribeFailed: "Failed to subscribe. Please try again.",
  unsubscribed: "You have been unsubscribed.",
  confirmed: "Your subscription is confirmed.",
  confirmInvalid: "This confirmation link is invalid or has expired.",
} as const;

/** One or more interests, each once, in INTERESTS order. */
export const interestsField = z
  .array(z.enum(INTERESTS, { error: INTERESTS_REQUIRED }), { error: INTERESTS_REQUIRED })
  .min(1, INTERESTS_REQUIRED)
  .transform((chosen) => INTERESTS.filter((i) => chosen.includes(i)));

/** The old client sends only the email: then the subscriber hears about everything. */
export const subscribeSchema = z.object({
  email: requiredEmail(EMAIL_REQUIRED),
  interests: interestsField.default([...INTERESTS]),
});
export const preferencesSchema = z.object({ interests: interestsField });
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Confirmation and unsubscribe tokens are 32 random bytes in base64url; anything else is refused without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
