// Release-day reminders: the share page's "Notify me on release day" form and its handler share this.
import { z } from "zod";
import { requiredEmail } from "./basics";
import { RELEASE_TEXT } from "@/lib/copy/release-reminder";

export * from "@/lib/copy/release-reminder";

export const reminderSchema = z.object({ email: requiredEmail(RELEASE_TEXT.emailRequired) });
