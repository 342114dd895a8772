// View Our Subscribers: the promo form and POST /mnb/api/send-promo, the bulk delete, and the section's texts (spec §8).
import { z } from "zod";
import { optionalText, requiredText } from "./basics";

export const SUBSCRIBERS_PAGE_SIZE = 6;
/** The most recipients one request may name (the JSON body limit allows about this many ids). */
export const MAX_SELECTED_SUBSCRIBERS = 1000;
export const PROMO_REQUIRED = "Subject and message are required";

export const PROMO_TEXT = {
  required: PROMO_REQUIRED,
  sent: "Promo emails sent!",
  failed: "Failed to send promo emails",
  noRecipients: "There are no active subscribers to send to.",
  retried: "Sending the failed emails again.",
  nothingToRetry: "No failed emails to retry.",
  campaignNotFound: "Campaign not found",
} as const;

export const SUBSCRIBER_ADMIN_TEXT = {
  removed: "Subscriber removed",
  removeFailed: "Failed to remove subscriber",
  bulkRemoved: "Selected subscribers deleted",
  bulkFailed: "Failed to delete selected subscribers",
  empty: "No subscribers yet.",
  notFound: "Subscriber not found",
  noneSelected: "Select at least one subscriber.",
} as const;

const id = z.string().trim().min(1).max(64);
const ids = (tooMany: string) => z.array(id).max(MAX_SELECTED_SUBSCRIBERS, tooMany);

export const promoSchema = z.object({
  subject: requiredText(PROMO_REQUIRED, 200),
  message: requiredText(PROMO_REQUIRED, 10_000),
  html: optionalText(50_000).optional(),
  /** None (or an empty list) means every active subscriber. */
  subscriberIds: ids(`Select at most ${MAX_SELECTED_SUBSCRIBERS} subscribers.`).optional(),
});
export type PromoInput = z.input<typeof promoSchema>;
export type PromoFields = z.output<typeof promoSchema>;

export const subscriberIdsSchema = z.object({
  ids: ids(`Select at most ${MAX_SELECTED_SUBSCRIBERS} subscribers.`).min(1, SUBSCRIBER_ADMIN_TEXT.noneSelected),
});
