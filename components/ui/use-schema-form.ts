"use client";
// The inline forms of content pages (comments and replies on /post and /style-spotlight) without a form library:
// native inputs that keep their own values, read from the form element on submit and parsed by the resource's zod
// schema, which loads on first focus or submit. react-hook-form (useZodForm) would add ~15 kB gzip to those pages'
// first load for forms most visitors never touch; forms elsewhere keep using useZodForm.
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

/** The first message per field, in the shape the error helpers read (`errors.name?.message`). */
export type FormErrorMap = Partial<Record<string, { message: string }>>;

export const FORM_CHECK_FAILED = "The form could not be checked. Please check your connection and try again.";

type Schema = z.ZodType<Record<string, unknown>>;

export function useSchemaForm<S extends Schema>(loadSchema: () => Promise<S>) {
  const loading = useRef<Promise<S> | null>(null);
  const [errors, setErrors] = useState<FormErrorMap>({});
  const [submitting, setSubmitting] = useState(false);

  const load = () =>
    (loading.current ??= loadSchema().catch((error: unknown) => {
      loading.current = null; // a failed download (offline) is tried again on the next submit
      throw error;
    }));
  const preload = () => void load().catch(() => {});

  /** An onSubmit handler: `read` takes the values from the form, `send` gets them parsed (and the form, to reset). */
  const onSubmit =
    (
      read: (form: HTMLFormElement) => z.input<S>,
      send: (values: z.output<S>, form: HTMLFormElement) => Promise<void>,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSubmitting(true);
      try {
        let schema: S;
        try {
          schema = await load();
        } catch {
          return setErrors({ form: { message: FORM_CHECK_FAILED } });
        }
        const result = schema.safeParse(read(form));
        if (!result.success) {
          const found: FormErrorMap = {};
          for (const issue of result.error.issues)
            found[String(issue.path[0] ?? "form")] ??= { message: issue.message };
          setErrors(found);
          // Like react-hook-form: the first field with a problem gets the focus.
          const first = Object.keys(found)
            .map((name) => form.elements.namedItem(name))
            .find((el) => el instanceof HTMLElement);
          (first as HTMLElement | undefined)?.focus();
          return;
        }
        setErrors({});
        await send(result.data, form);
      } finally {
        setSubmitting(false);
      }
    };

  return { errors, submitting, preload, onSubmit };
}

/** A text field's current value. */
export const fieldValue = (form: HTMLFormElement, name: string) => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
    ? el.value
    : "";
};

/** Sets a text field's value (e.g. a remembered name), or ticks a checkbox. */
export function setFieldValue(form: HTMLFormElement | null, name: string, value: string | boolean) {
  const el = form?.elements.namedItem(name);
  if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = Boolean(value);
  else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    el.value = String(value);
}
