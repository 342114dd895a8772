// What the reminder form does when sent, loaded only then: the shared zod schema checks the email, and the request goes
// out with the rate limit's challenge solved if the server asks for one.
import { apiFetch, messageOr, withChallenge } from "@/lib/api/client";
import { REMINDER_FAILED } from "@/lib/smart-links/reminder-form-copy";
import { reminderSchema } from "@/lib/smart-links/reminder-schema";

export type ReminderOutcome = { ok: true; message: string } | { ok: false; message: string; field: boolean };

export async function sendReminderRequest(slug: string, email: FormDataEntryValue): Promise<ReminderOutcome> {
  const parsed = reminderSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message, field: true };
  try {
    const reply = await withChallenge((headers) =>
      apiFetch<{ message: string }>(`/smart-links/${encodeURIComponent(slug)}/reminders`, {
        method: "POST",
        json: parsed.data,
        headers,
      }),
    );
    return { ok: true, message: reply.message };
  } catch (failure) {
    return { ok: false, message: messageOr(failure, REMINDER_FAILED), field: false };
  }
}
