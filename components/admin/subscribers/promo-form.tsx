"use client";
// The promo email form: subject and message (required, the spec's one message), optional HTML (cleaned by the server's
// sanitiser), who gets it — the active subscribers (all, or those selected in the list above) who asked to hear about
// one of the chosen topics — and when: now, or at a Lagos date and time (the scheduled route sends it then). Sending
// only records the campaign; its progress shows under "Promo campaigns".
import { useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm, TextAreaField, TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { InterestChoices } from "@/components/home/interest-choices";
import { messageOr } from "@/lib/api/client";
import { formatDateTime } from "@/lib/core/format";
import type { PromoFields } from "@/lib/subscribers/promo-schema";
import { INTERESTS, type Interest } from "@/lib/subscribers/interests";
import type { AudienceCount } from "@/lib/subscribers/admin";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";

type Selected = { id: string; email: string; active: boolean; interests: Interest[] };
type Props = { selected: Selected[]; audience: AudienceCount[] };

const plural = (n: number) => `${n} active subscriber${n === 1 ? "" : "s"}`;

export function PromoForm({ selected, audience }: Props) {
  const { upload, save } = useSave({
    success: (reply) => {
      const { recipients, sendAt } = reply?.campaign as { recipients: number; sendAt: string | null };
      return sendAt
        ? `${PROMO_TEXT.scheduled} for ${formatDateTime(sendAt)} (${plural(recipients)} match now)`
        : `${PROMO_TEXT.sent} (${recipients} recipient${recipients === 1 ? "" : "s"})`;
    },
    failure: (error) => messageOr(error, PROMO_TEXT.failed),
  });
  const [toSelected, setToSelected] = useState(false);
  const [later, setLater] = useState(false);
  const { register, reset, formState, watch, setValue, setError, formProps } = useZodForm(
    () => import("@/lib/subscribers/promo-schema").then((m) => m.promoSchema),
    { defaultValues: { subject: "", message: "", html: "", interests: [...INTERESTS], sendAt: "" } },
  );
  const { errors, isSubmitting } = formState;
  const activeSelected = selected.filter((s) => s.active);
  // How many would get it now: the active people (selected, or all) with one of the chosen interests.
  const chosen = watch("interests");
  const wants = (interests: Interest[]) => Array.isArray(chosen) && interests.some((i) => chosen.includes(i));
  const matching = toSelected
    ? activeSelected.filter((s) => wants(s.interests)).length
    : audience.filter((a) => wants(a.interests)).reduce((sum, a) => sum + a.count, 0);

  async function onSubmit(values: PromoFields) {
    if (toSelected && activeSelected.length === 0) return toast.error(PROMO_TEXT.noRecipients);
    if (later && !values.sendAt) return setError("sendAt", { message: PROMO_TEXT.sendAtMissing });
    await save(
      "POST",
      "/send-promo",
      {
        subject: values.subject,
        message: values.message,
        html: values.html || undefined,
        interests: values.interests,
        ...(toSelected ? { subscriberIds: activeSelected.map((s) => s.id) } : {}),
        ...(later && values.sendAt ? { sendAt: watch("sendAt") } : {}),
      },
      () => {
        reset();
        setLater(false);
      },
    );
  }

  const required = errors.subject?.message ?? errors.message?.message;
  return (
    <PostForm {...formProps(onSubmit)} aria-label="Send promo email" className="flex flex-col gap-4 border-t pt-6">
      <h3 className="text-lg font-bold">Send a promo email</h3>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Send to</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="audience" checked={!toSelected} onChange={() => setToSelected(false)} />
          All active subscribers
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="audience" checked={toSelected} onChange={() => setToSelected(true)} />
          Selected subscribers ({activeSelected.length} active of {selected.length} selected)
        </label>
        <p className="text-xs text-gray-600">Pending and unsubscribed people are never mailed.</p>
      </fieldset>
      <div className="flex flex-col gap-1 rounded border border-gray-200 p-3">
        <InterestChoices
          id="promo-interests"
          legend="Who asked to hear about (any of)"
          field={register("interests")}
          initial={INTERESTS}
          error={errors.interests?.message}
        />
        <p role="status" className="text-sm text-gray-700">
          {plural(matching)} match now.
        </p>
      </div>
      <TextField id="promo-subject" label="Subject *" aria-invalid={!!errors.subject} {...register("subject")} />
      <TextAreaField
        id="promo-message"
        label="Message *"
        rows={5}
        aria-invalid={!!errors.message}
        {...register("message")}
      />
      <Field
        id="promo-html"
        label="HTML (optional)"
        hint="Formatting, links and images are kept; scripts and event handlers are removed."
        error={errors.html?.message}
      >
        <textarea id="promo-html" rows={4} className={`${inputClass} font-mono text-sm`} {...register("html")} />
      </Field>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">When</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="when"
            checked={!later}
            onChange={() => {
              setLater(false);
              setValue("sendAt", "");
            }}
          />
          Send now
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" checked={later} onChange={() => setLater(true)} />
          Schedule for later
        </label>
        {later && (
          <Field
            id="promo-send-at"
            label="Send at (Lagos time) *"
            hint="Who matches is decided then; until then you can cancel it below."
            error={errors.sendAt?.message}
          >
            <input
              id="promo-send-at"
              type="datetime-local"
              className={inputClass}
              aria-invalid={!!errors.sendAt}
              {...register("sendAt")}
            />
          </Field>
        )}
      </fieldset>
      <FormActions
        upload={upload}
        submit={later ? "Schedule Promo" : "Send Promo"}
        busyText={later ? "Scheduling..." : "Sending..."}
        submitting={isSubmitting}
        error={required}
      />
    </PostForm>
  );
}
