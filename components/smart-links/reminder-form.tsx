"use client";
// "Notify me on release day" on a smart link's page before its release (issue 24 §3): an email, checked by the same
// zod schema as the handler (loaded on first focus or submit), then the server's answer in place of the form.
import { useState } from "react";
import { apiFetch, messageOr, withChallenge } from "@/lib/client/api";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { RELEASE_TEXT } from "@/lib/copy/release-reminder";

const loadSchema = () => import("@/lib/validations/release-reminder").then((m) => m.reminderSchema);

export function ReminderForm({ slug }: { slug: string }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, preload } = useZodForm(loadSchema, { defaultValues: { email: "" } });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: { email: string }) {
    setFailure(null);
    try {
      const reply = await withChallenge((headers) =>
        apiFetch<{ message: string }>(`/smart-links/${encodeURIComponent(slug)}/reminders`, {
          method: "POST",
          json: values,
          headers,
        }),
      );
      setAnswer(reply.message);
    } catch (error) {
      setFailure(messageOr(error, RELEASE_TEXT.requestFailed));
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
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preload}
      noValidate
      aria-label="Notify me on release day"
      className="mt-6 flex w-full flex-col gap-3 text-left"
    >
      <Field id="reminder-email" label="Your email" error={errors.email?.message ?? failure ?? undefined}>
        <input
          id="reminder-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          aria-invalid={!!errors.email}
          {...register("email")}
        />
      </Field>
      <button type="submit" className={`${buttonClass} w-full`} disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Notify me on release day"}
      </button>
      <p className="text-sm text-gray-600">One email on the day, nothing else. We ask you to confirm first.</p>
    </form>
  );
}
