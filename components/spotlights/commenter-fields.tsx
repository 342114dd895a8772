// Name and email (never shown) side by side: the first two fields of the spotlight comment and reply forms.
import type { ComponentProps } from "react";
import { Field, inputClass } from "@/components/ui/field";

type Input = Pick<ComponentProps<"input">, "aria-invalid" | "aria-describedby" | "ref">;

export function CommenterFields({
  id,
  name,
  email,
  className,
}: {
  id: string;
  name: Input;
  email: Input;
  className: string;
}) {
  return (
    <div className={className}>
      <Field id={`${id}-name`} label="Name">
        <input id={`${id}-name`} name="name" className={inputClass} autoComplete="name" {...name} />
      </Field>
      <Field id={`${id}-email`} label="Email (never shown)">
        <input id={`${id}-email`} name="email" type="email" className={inputClass} autoComplete="email" {...email} />
      </Field>
    </div>
  );
}
