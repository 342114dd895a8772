// Release-day reminders: the share page's "Notify me on release day" form and its handler share this.
import { z } from "zod";
import { requiredEmail } from "@/lib/core/form-basics";
import { RELEASE_TEXT } from "@/lib/smart-links/reminder-copy";

export const reminderSchema = z.object({ email: requiredEmail(RELEASE_TEXT.emailRequired) });
