// Release-day reminders: the share page's form, the fan's reminder page and the handlers' texts, without zod, so the
// page's small client parts can import them.
// The share page's form ships only its own failure text, kept apart (./release-reminder-form.ts).
import { REMINDER_FAILED } from "./reminder-form-copy";

export const RELEASE_TEXT = {
  releaseOnInvalid: "Choose a real date for the release.",
  releaseOnPast: "The release date must be after today (Lagos time).",
  emailRequired: "Please enter your email address.",
  requested: "Check your email to confirm your reminder.",
  requestFailed: REMINDER_FAILED,
  released: "This song is out already: listen on your favourite platform.",
  confirmed: "Your reminder is set. We will email you on release day.",
  cancelled: "Your reminder is cancelled.",
  invalid: "This reminder link is invalid or has expired.",
  tooMany: "Too many reminder requests. Please try again later.",
  notVouched: "Reminders open once the creator of this link has confirmed their email.",
  // Subjects are ours alone: a song title is its creator's words and goes only in the body, quoted as theirs.
  confirmSubject: "Confirm your My Nation Blog release-day reminder",
  releaseDaySubject: "Out now: the release you asked us to remind you about",
} as const;

/** "Out on Friday, 4 December 2026" for a Lagos calendar day ("2026-12-04"). */
export function releaseDayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The owner's count of a link's reminders: "2 confirmed · 1 waiting for the e-mail" (the confirmation not used yet). */
export const reminderCountText = ({ confirmed, unconfirmed }: { confirmed: number; unconfirmed: number }) =>
  `${confirmed.toLocaleString("en-NG")} confirmed · ${unconfirmed.toLocaleString("en-NG")} waiting for the e-mail`;
