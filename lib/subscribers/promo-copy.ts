// View Our Subscribers' texts (admin-and-payments.md "Error catalogue"), without zod, so the section's client
// components can import them without loading the schema library with the page. lib/subscribers/promo-schema.ts re-exports them
// for the server.
export const PROMO_REQUIRED = "Subject and message are required";

export const PROMO_TEXT = {
  required: PROMO_REQUIRED,
  sent: "Promo emails sent!",
  failed: "Failed to send promo emails",
  noRecipients: "There are no active subscribers to send to.",
  retried: "Sending the failed emails again.",
  nothingToRetry: "No failed emails to retry.",
  campaignNotFound: "Campaign not found",
  scheduled: "Promo scheduled",
  sendAtMissing: "Choose the date and time (Lagos) to send at.",
  sendAtPast: "The send time must be in the future.",
  cancelled: "Scheduled promo cancelled",
  cancelFailed: "Failed to cancel the promo",
  alreadyQueued: "This promo has already started sending.",
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

/** Addresses from the old site's list (lib/subscribers/imported.ts): asked once to confirm, removed if they never do. */
export const IMPORTED_TEXT = {
  askFailed: "Failed to ask the imported subscribers",
  nothingToAsk: "Every imported subscriber has been asked already.",
  removeFailed: "Failed to remove the imported subscribers",
  asked: (asked: number, left: number) => `${asked} asked, ${left} left to ask`,
  removed: (n: number) => (n === 1 ? "1 imported subscriber removed" : `${n} imported subscribers removed`),
} as const;

/** How long an asked subscriber has to confirm before "Remove" takes them (unless the admin removes them all). */
export const RECONFIRM_GRACE_DAYS = 14;
