"use client";
// "Notify me on release day" on a smart link's page before its release (issue 24 §3): an email, checked by the same
// zod schema as the handler, then the server's answer in place of the form. The share page is one of the site's
// lightest pages, so this island uses no form library: the schema (and zod) load only when the fan first focuses the
// field or sends.
import { useState, type FormEvent } from "react";
import { apiFetch, messageOr, withChallenge } from "@/lib/client/api";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { RELEASE_TEXT } from "@/lib/copy/release-reminder";

const loadSchema = () => import("@/lib/validations/release-reminder").then((m) => m.reminderSchema);

export function ReminderForm({ slug }: { slug: string }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; field: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const parsed = (await loadSchema()).safeParse({ email: new FormData(event.currentTarget).get("email") ?? "" });
      if (!parsed.success) return setError({ text: parsed.error.issues[0].message, field: true });
      const reply = await withChallenge((headers) =>
        apiFetch<{ message: string }>(`/smart-links/${encodeURIComponent(slug)}/reminders`, {
          method: "POST",
          json: parsed.data,
          headers,
        }),
      );
      setAnswer(reply.message);
    } catch (failure) {
      setError({ text: messageOr(failure, RELEASE_TEXT.requestFailed), field: false });
    } finally {
      setBusy(false);
    }
  }

  if (answer)
    return (
      <p role="status" className="mt-6 text-lg font-medium">
        {answer}
      </p>
    );
  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      aria-label="Notify me on release day"
      className="mt-6 flex w-full flex-col gap-3 text-left"
    >
      <Field id="reminder-email" label="Your email" error={error?.text}>
        <input
          id="reminder-email"
          name="email"
          type="email"
          autoComplete="email"
          className={inputClass}
          aria-invalid={error?.field ?? false}
          aria-describedby={error ? "reminder-email-error" : undefined}
        />
      </Field>
      <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
        {busy ? "Saving..." : "Notify me on release day"}
      </button>
      <p className="text-sm text-gray-600">One email on the day, nothing else. We ask you to confirm first.</p>
    </form>
  );
}
