// Login (user and admin). The message is the spec's text for a missing field.
import { z } from "zod";
import { requiredText } from "@/lib/core/form-basics";

const REQUIRED = "Email and password are required.";

export const loginSchema = z.object({
  email: requiredText(REQUIRED, 254),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;
