// The home page's partnership request, shared by its modal and POST /mnb/api/partnership.
import { z } from "zod";
import { emailAddress, EMAIL_MAX, INVALID_EMAIL, requiredText } from "@/lib/core/form-basics";

export const FILL_ALL_FIELDS = "Please fill in all fields!";
/** The spec's texts, shown by the modal and sent by the handler. */
export const PARTNERSHIP_TEXT = {
  sent: "Request submitted successfully!",
  failed: "something went wrong, please try again later",
} as const;
/** Our Partners in the dashboard: the spec's texts and the list's page size. */
export const PARTNER_TEXT = {
  updated: "Partner updated",
  deleted: "Partner deleted",
  notFound: "Partner not found",
} as const;
export const PARTNERS_PAGE_SIZE = 10;

// Two stages so a blank field always wins over a malformed email: the spec's one message covers every empty field.
export const partnershipSchema = z
  .object({
    name: requiredText(FILL_ALL_FIELDS, 100, "Keep your name under 100 characters."),
    email: requiredText(FILL_ALL_FIELDS, EMAIL_MAX, INVALID_EMAIL),
    message: requiredText(FILL_ALL_FIELDS, 2000, "Keep your message under 2000 characters."),
  })
  .pipe(z.object({ name: z.string(), email: emailAddress(), message: z.string() }));
export type PartnershipInput = z.input<typeof partnershipSchema>;
