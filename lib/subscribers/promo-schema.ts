// View Our Subscribers: the promo form and POST /mnb/api/send-promo, the bulk delete, and the section's texts
// (admin-and-payments.md "Error catalogue").
import { z } from "zod";
import { optionalText, requiredText } from "@/lib/core/form-basics";
import { interestsField } from "./schema";
import { lagosLocalToUtc } from "@/lib/core/lagos-time";
import { INTERESTS } from "./interests";
import { PROMO_REQUIRED, PROMO_TEXT, SUBSCRIBER_ADMIN_TEXT } from "@/lib/subscribers/promo-copy";

export const SUBSCRIBERS_PAGE_SIZE = 6;
/** The most recipients one request may name (the JSON body limit allows about this many ids). */
export const MAX_SELECTED_SUBSCRIBERS = 1000;

const id = z.string().trim().min(1).max(64);
const ids = (tooMany: string) => z.array(id).max(MAX_SELECTED_SUBSCRIBERS, tooMany);

export const promoSchema = z.object({
  subject: requiredText(PROMO_REQUIRED, 200),
  message: requiredText(PROMO_REQUIRED, 10_000),
  html: optionalText(50_000).optional(),
  /** None (or an empty list) means every active subscriber. */
  subscriberIds: ids(`Select at most ${MAX_SELECTED_SUBSCRIBERS} subscribers.`).optional(),
  /** Only subscribers with at least one of these; left out (the old client), everyone. */
  interests: interestsField.default([...INTERESTS]),
  /**
   * A `datetime-local` value read as Lagos time: the promo is recorded and goes out then (the scheduled job runs every
   * five minutes). Left out or empty, it goes out at once.
   */
  sendAt: z
    .string()
    .max(40)
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return null;
      const at = lagosLocalToUtc(text);
      if (!at) {
        ctx.addIssue({ code: "custom", message: PROMO_TEXT.sendAtMissing });
        return z.NEVER;
      }
      if (at.getTime() <= Date.now()) {
        ctx.addIssue({ code: "custom", message: PROMO_TEXT.sendAtPast });
        return z.NEVER;
      }
      return at;
    }),
});
export type PromoInput = z.input<typeof promoSchema>;
export type PromoFields = z.output<typeof promoSchema>;

export const subscriberIdsSchema = z.object({
  ids: ids(`Select at most ${MAX_SELECTED_SUBSCRIBERS} subscribers.`).min(1, SUBSCRIBER_ADMIN_TEXT.noneSelected),
});

/** "Remove imported subscribers who never confirmed": those asked long enough ago, or (`all`) every unconfirmed one. */
export const importedRemoveSchema = z.object({ all: z.boolean().default(false) });
