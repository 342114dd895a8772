"use client";
// Our Partners: a request's edit row (name, email, message), checked by the public form's own schema and sent as
// JSON to PUT /partnership/{id}; then the spec's toast and the list without the open row.
import { EmailField, PostForm, TextAreaField, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { PartnerDto } from "@/lib/partners/partnerships";
import type { z } from "zod";
import type { partnershipSchema } from "@/lib/partners/schema";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";

type Props = { partner: PartnerDto; afterSave: string };

export function PartnerForm({ partner, afterSave }: Props) {
  const { upload, save } = useSave({ afterSave, success: "Partner updated", failure: () => "Failed to update" });
  const { register, handleSubmit, formState } = useZodForm(
    () => import("@/lib/partners/schema").then((m) => m.partnershipSchema),
    {
      defaultValues: { name: partner.name, email: partner.email, message: partner.message },
    },
  );
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: z.output<typeof partnershipSchema>) {
    await save("PUT", `/partnership/${partner.id}`, values);
  }

  const id = (name: string) => `edit-partner-${partner.id}-${name}`;
  const error = errors.name?.message ?? errors.email?.message ?? errors.message?.message;
  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} aria-label="Edit partner" className="grid gap-4 sm:grid-cols-2">
      <TextField id={id("name")} label="Name *" aria-invalid={!!errors.name} {...register("name")} />
      <EmailField id={id("email")} label="Email *" aria-invalid={!!errors.email} {...register("email")} />
      <div className="sm:col-span-2">
        <TextAreaField
          id={id("message")}
          label="Message *"
          rows={4}
          aria-invalid={!!errors.message}
          {...register("message")}
        />
      </div>
      <FormActions upload={upload} submit="Save" submitting={isSubmitting} error={error} cancelHref={afterSave} />
    </PostForm>
  );
}
