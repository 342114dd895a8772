// Manage Admins (POST /admins, PUT /admins/{id}): an admin is an account, so the email and password rules are the
// sign-up's own (lib/accounts/schema.ts), not a second copy. The picture is a file, checked by lib/storage.
import { z } from "zod";
import { requiredEmail, requiredText } from "@/lib/core/form-basics";
import { password } from "./schema";

export const ADMIN_REQUIRED = "Name, email and password are required.";
export const ADMIN_UPDATE_REQUIRED = "Name and email are required.";
export const ADMIN_ROLES = ["ADMIN", "USER"] as const;
export const ADMINS_PAGE_SIZE = 10;

const name = (required: string) => requiredText(required, 100, "Keep the name under 100 characters.");

export const adminCreateSchema = z.object({
  name: name(ADMIN_REQUIRED),
  email: requiredEmail(ADMIN_REQUIRED),
  password,
});
export type AdminCreateInput = z.input<typeof adminCreateSchema>;
export type AdminCreateFields = z.output<typeof adminCreateSchema>;

/** `role` is optional: left out (or blank) keeps the admin an admin; USER demotes them to a regular account. */
export const adminUpdateSchema = z.object({
  name: name(ADMIN_UPDATE_REQUIRED),
  email: requiredEmail(ADMIN_UPDATE_REQUIRED),
  role: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(ADMIN_ROLES, { error: "Role must be ADMIN or USER." }).optional(),
  ),
});
export type AdminUpdateInput = z.input<typeof adminUpdateSchema>;
export type AdminUpdateFields = z.output<typeof adminUpdateSchema>;
