// Accounts: sign-up, profile edits, password reset. Shared by the forms and the route handlers.
import { z } from "zod";
import { optionalText, requiredEmail, requiredText } from "@/lib/core/form-basics";

const REQUIRED = "Please fill in all required fields.";
const name = () => requiredText(REQUIRED, 60);
const email = requiredEmail(REQUIRED);
const age = z.coerce
  .number({ error: "Please enter your age as a number." })
  .int("Please enter your age as a whole number.")
  .min(13, "You must be at least 13 years old.")
  .max(120, "Please enter a real age.");

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const password = z
  .string({ error: REQUIRED })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const signUpSchema = z.object({
  username: requiredText(REQUIRED, 30, "Username must be at most 30 characters.")
    .min(3, "Username must be at least 3 characters.")
    .regex(/^[A-Za-z0-9_.]+$/, "Username may use letters, numbers, dots and underscores."),
  firstName: name(),
  middleName: optionalText(60).optional().default(""),
  lastName: name(),
  age,
  email,
  password,
});
export type SignUpInput = z.input<typeof signUpSchema>;

/**
 * A new email also needs the current password (checked on the server, which knows the stored email); the address
 * itself changes only once the link sent to it is opened.
 */
export const profileUpdateSchema = z.object({
  firstName: name(),
  middleName: optionalText(60).optional().default(""),
  lastName: name(),
  email,
  age,
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const resetRequestSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "This reset link is invalid or has expired." })
    .min(10, "This reset link is invalid or has expired.")
    .max(200),
  newPassword: password,
});

/** The reset form adds a confirmation that must match (checked in the browser; the API takes one password). */
export const resetPasswordFormSchema = z
  .object({ newPassword: password, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const PASSWORD_NEEDED = "Please enter your current password to change your email.";
export const PASSWORD_WRONG = "Your current password is incorrect.";
export const EMAIL_CHANGE_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
export const EMAIL_CHANGE_INVALID = "This confirmation link is invalid or has expired.";
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: EMAIL_CHANGE_INVALID }).regex(EMAIL_CHANGE_TOKEN, EMAIL_CHANGE_INVALID),
});
