"use client";
// The reminder form itself (./reminder-form.tsx loads it): an email, checked by the same zod schema as the handler,
// then the server's answer in place of the form. The checking and sending (./reminder-request.ts, with zod) load when
// the fan sends.
import { useState, type FormEvent } from "react";
import { REMINDER_FAILED } from "@/lib/smart-links/reminder-form-copy";
import { SubmitButton } from "@/components/ui/submit-button";
import { PostForm } from "@/components/ui/text-field";

type State = { done?: boolean; text: string; field?: boolean; busy?: boolean } | null;

export function ReminderFormBody({ slug }: { slug: string }) {
  const [state, setState] = useState<State>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before the first await: React clears the event's currentTarget once the handler has returned.
    const email = new FormData(event.currentTarget).get("email") ?? "";
    setState({ text: "", busy: true });
    const outcome = await import("./reminder-request")
      .then((m) => m.sendReminderRequest(slug, email))
      .catch(() => ({ ok: false, message: REMINDER_FAILED, field: false }));
    setState({ done: outcome.ok, text: outcome.message, field: !outcome.ok && outcome.field });
  }

  if (state?.done)
    return (
      <p role="status" className="mt-6 text-lg font-medium">
        {state.text}
      </p>
    );
  const error = state?.text;
  return (
    <PostForm onSubmit={onSubmit} aria-label="Notify me on release day" className="mt-6 flex w-full flex-col gap-3">
      <label htmlFor="reminder-email" className="text-left text-sm font-medium">
        Your email
      </label>
      <input
        id="reminder-email"
        name="email"
        type="email"
        autoComplete="email"
        className="-mt-2 w-full rounded-md border border-gray-300 px-3 py-2"
        aria-invalid={!!state?.field}
        aria-describedby={error ? "reminder-email-error" : undefined}
      />
      {error && (
        <p id="reminder-email-error" role="alert" className="-mt-2 text-left text-sm text-red-700">
          {error}
        </p>
      )}
      <SubmitButton
        className="rounded-md bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-ink disabled:opacity-60"
        busy={state?.busy}
      >
        Notify me on release day
      </SubmitButton>
    </PostForm>
  );
}
