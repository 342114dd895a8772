// One alert per distinct message: the spec's "All fields are required!" should read once, not once per blank field.
import type { FormErrorMap } from "@/components/ui/use-schema-form";

export function errorMessages(errors: FormErrorMap, fields: string[]): string[] {
  const messages = fields.map((f) => errors[f]?.message).filter((m): m is string => typeof m === "string");
  return [...new Set(messages)];
}

/** aria attributes tying an invalid field to the form's error list. */
export const invalidProps = (errors: FormErrorMap, field: string, errorsId: string) => ({
  "aria-invalid": !!errors[field],
  "aria-describedby": errors[field] ? errorsId : undefined,
});

export function FormErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="flex flex-col gap-1">
      {messages.map((m) => (
        <p key={m} role="alert" className="text-sm font-medium text-red-700">
          {m}
        </p>
      ))}
    </div>
  );
}
