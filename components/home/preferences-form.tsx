"use client";
// A subscriber's newsletter interests on their preferences page (PUT /mnb/api/subscribe/preferences/{token}, the same
// zod schema as the handler, loaded on first focus or submit).
import { apiFetch, messageOr } from "@/lib/api/client";
import { buttonClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { type Interest, PREFERENCES_FAILED } from "@/lib/subscribers/interests";
import { InterestChoices } from "./interest-choices";
import { SubmitButton } from "@/components/ui/submit-button";

const loadSchema = () => import("@/lib/subscribers/schema").then((m) => m.preferencesSchema);

export function PreferencesForm({ token, initial }: { token: string; initial: Interest[] }) {
  const { register, formState, reset, formProps } = useZodForm(loadSchema, {
    defaultValues: { interests: initial },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: { interests: Interest[] }) {
    try {
      const reply = await apiFetch<{ message: string; interests: Interest[] }>(
        `/subscribe/preferences/${encodeURIComponent(token)}`,
        { method: "PUT", json: values },
      );
      reset({ interests: reply.interests });
      toast.success(reply.message);
    } catch (error) {
      toast.error(messageOr(error, PREFERENCES_FAILED));
    }
  }

  return (
    <PostForm {...formProps(onSubmit)} aria-label="Newsletter preferences" className="flex flex-col gap-4">
      <InterestChoices
        id="preferences-interests"
        field={register("interests")}
        initial={initial}
        error={errors.interests?.message}
      />
      <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save preferences"}
      </SubmitButton>
    </PostForm>
  );
}
