// Name and email (never shown) side by side: the first two fields of the spotlight comment and reply forms.
import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";

type Input = UseFormRegisterReturn & Pick<InputHTMLAttributes<HTMLInputElement>, "aria-invalid" | "aria-describedby">;

export function CommenterFields({ id, name, email, className }: { id: string; name: Input; email: Input; className: string }) {
  return (
    <div className={className}>
      <Field id={`${id}-name`} label="Name">
        <input id={`${id}-name`} className={inputClass} autoComplete="name" {...name} />
      </Field>
      <Field id={`${id}-email`} label="Email (never shown)">
        <input id={`${id}-email`} type="email" className={inputClass} autoComplete="email" {...email} />
      </Field>
    </div>
  );
}
