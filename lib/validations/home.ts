// The home page's two forms (partnership request, newsletter subscription), shared by the modals and the handlers.
import { z } from "zod";

export const FILL_ALL_FIELDS = "Please fill in all fields!";
/** The spec's texts, shown by the modals and pages and sent by the handlers. */
export const HOME_TEXT = {
  partnershipSent: "Request submitted successfully!",
  partnershipFailed: "something went wrong, please try again later",
  subscribed: "Subscribed successfully! Check your email 🎉",
  subscribeFailed: "Failed to subscribe. Please try again.",
  alreadySubscribed: "You are already subscribed.",
  unsubscribed: "You have been unsubscribed.",
} as const;
export const INVALID_EMAIL = "Please enter a valid email address.";
export const EMAIL_REQUIRED = "Please enter your email address.";

const required = (max: number, tooLong: string) =>
  z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(max, tooLong);
const email = z.email(INVALID_EMAIL).toLowerCase();

// Two stages so a blank field always wins over a malformed email: the spec's one message covers every empty field.
export const partnershipSchema = z
  .object({
    name: required(100, "Keep your name under 100 characters."),
    email: required(254, INVALID_EMAIL),
    message: required(2000, "Keep your message under 2000 characters."),
  })
  .pipe(z.object({ name: z.string(), email, message: z.string() }));
export type PartnershipInput = z.input<typeof partnershipSchema>;

export const subscribeSchema = z.object({
  email: z.string({ error: EMAIL_REQUIRED }).trim().min(1, EMAIL_REQUIRED).max(254, INVALID_EMAIL).pipe(email),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Confirmation and unsubscribe tokens are 32 random bytes in base64url; anything else is refused without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
