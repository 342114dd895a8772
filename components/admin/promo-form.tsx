"use client";
// The promo email form: subject and message (required, the spec's one message), optional HTML (cleaned by the server's
// sanitiser), and who gets it — every active subscriber, or the ones selected in the list above. Sending only records
// the campaign; its progress shows under "Promo campaigns".
import { useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/client/api";
import type { PromoFields } from "@/lib/validations/promo";
import { PROMO_TEXT } from "@/lib/copy/promo";
import { FormActions } from "./form-actions";
import { useSave } from "./use-save";

type Selected = { id: string; email: string; active: boolean };

export function PromoForm({ selected }: { selected: Selected[] }) {
  const { upload, save } = useSave({
    success: (reply) => {
      const recipients = (reply?.campaign as { recipients: number }).recipients;
      return `${PROMO_TEXT.sent} (${recipients} recipient${recipients === 1 ? "" : "s"})`;
    },
    failure: (error) => messageOr(error, PROMO_TEXT.failed),
  });
  const [audience, setAudience] = useState<"all" | "selected">("all");
  const { register, handleSubmit, reset, formState, preload } = useZodForm(
    () => import("@/lib/validations/promo").then((m) => m.promoSchema),
    {
      defaultValues: { subject: "", message: "", html: "" },
    },
  );
  const { errors, isSubmitting } = formState;
  const toSelected = audience === "selected";
  const activeSelected = selected.filter((s) => s.active);

  async function onSubmit(values: PromoFields) {
    if (toSelected && activeSelected.length === 0) return toast.error(PROMO_TEXT.noRecipients);
    await save(
      "POST",
      "/send-promo",
      {
        subject: values.subject,
        message: values.message,
        html: values.html || undefined,
        ...(toSelected ? { subscriberIds: activeSelected.map((s) => s.id) } : {}),
      },
      () => reset(),
    );
  }

  const required = errors.subject?.message ?? errors.message?.message;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preload}
      noValidate
      aria-label="Send promo email"
      className="flex flex-col gap-4 border-t pt-6"
    >
      <h3 className="text-lg font-bold">Send a promo email</h3>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Send to</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="audience" checked={!toSelected} onChange={() => setAudience("all")} />
          All active subscribers
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="audience" checked={toSelected} onChange={() => setAudience("selected")} />
          Selected subscribers ({activeSelected.length} active of {selected.length} selected)
        </label>
        <p className="text-xs text-gray-500">Pending and unsubscribed people are never mailed.</p>
      </fieldset>
      <Field id="promo-subject" label="Subject *">
        <input id="promo-subject" className={inputClass} aria-invalid={!!errors.subject} {...register("subject")} />
      </Field>
      <Field id="promo-message" label="Message *">
        <textarea
          id="promo-message"
          rows={5}
          className={inputClass}
          aria-invalid={!!errors.message}
          {...register("message")}
        />
      </Field>
      <Field
        id="promo-html"
        label="HTML (optional)"
        hint="Formatting, links and images are kept; scripts and event handlers are removed."
        error={errors.html?.message}
      >
        <textarea id="promo-html" rows={4} className={`${inputClass} font-mono text-sm`} {...register("html")} />
      </Field>
      <FormActions
        upload={upload}
        submit="Send Promo"
        busyText="Sending..."
        submitting={isSubmitting}
        error={required}
      />
    </form>
  );
}
