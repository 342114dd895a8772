// The pieces of every form our code handles, admin and public alike: the form itself, a labelled field with its error
// message wired to aria-describedby, and the one text, e-mail and multi-line input.
import type { ComponentProps, ReactNode } from "react";

type Props = { id: string; label: string; error?: string; children: ReactNode; hint?: string };

export function Field({ id, label, error, children, hint }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-gray-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

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

export const inputClass =
  "w-full rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";
export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-ink disabled:cursor-not-allowed disabled:opacity-60";
