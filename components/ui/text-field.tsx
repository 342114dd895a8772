// The one form, text, e-mail and multi-line input of every form our code handles, admin and public alike. Apart from
// ./field.tsx (the labelled field itself), so a page whose only form writes its own inputs (a post's comment form)
// does not carry these in its first-load script.
import type { ComponentProps } from "react";
import { Field, inputClass } from "./field";

/**
 * A form our code handles: sent by POST, so one submitted before its script has run puts nothing in the address (a
 * password included; docs/security.md), and checked by its schema rather than the browser's bubbles (noValidate).
 */
export const PostForm = (props: Omit<ComponentProps<"form">, "method" | "noValidate">) => (
  <form method="post" noValidate {...props} />
);

type Labelled = {
  id: string;
  label: string;
  hint?: string;
  /**
   * The field's error (react-hook-form's `errors.name`): said under the field, named by aria-describedby, and the
   * input marked invalid. A form that says its errors in one line of its own passes `aria-invalid` instead.
   */
  error?: { message?: string };
};
type TextFieldProps = Omit<ComponentProps<"input">, "id"> & Labelled;

const described = (id: string, error: Labelled["error"]) => ({
  "aria-invalid": !!error,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** A one-line input with its label; the rest of its props (`register(name)` too) go to the input. */
export function TextField({ id, label, hint, error, className = inputClass, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error?.message}>
      <input id={id} className={className} {...described(id, error)} {...input} />
    </Field>
  );
}

/** The same for a text of several lines. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className = inputClass,
  ...area
}: Omit<ComponentProps<"textarea">, "id"> & Labelled) {
  return (
    <Field id={id} label={label} hint={hint} error={error?.message}>
      <textarea id={id} className={className} {...described(id, error)} {...area} />
    </Field>
  );
}

/** An e-mail address: labelled "Email" and filled in by the browser unless the form says otherwise. */
export const EmailField = ({ label = "Email", ...props }: Omit<TextFieldProps, "label"> & { label?: string }) => (
  <TextField type="email" label={label} autoComplete="email" {...props} />
);
