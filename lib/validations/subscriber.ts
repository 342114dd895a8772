// Newsletter subscribers: the home page's subscribe form, POST /mnb/api/subscribe and the confirm/unsubscribe links.
import { z } from "zod";
import { requiredEmail } from "./basics";

export const EMAIL_REQUIRED = "Please enter your email address.";
/** The spec's texts, shown by the modal and pages and sent by the handlers. */
export const SUBSCRIBER_TEXT = {
  subscribed: "Subscribed successfully! Check your email 🎉",
  subscribeFailed: "Failed to subscribe. Please try again.",
  unsubscribed: "You have been unsubscribed.",
  confirmed: "Your subscription is confirmed.",
  confirmInvalid: "This confirmation link is invalid or has expired.",
} as const;

export const subscribeSchema = z.object({ email: requiredEmail(EMAIL_REQUIRED) });
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Confirmation and unsubscribe tokens are 32 random bytes in base64url; anything else is refused without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
