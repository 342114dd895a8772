"use client";
// The newsletter form, loaded only when its modal first opens (see ./subscribe-request.tsx).
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";
import { SUBSCRIBER_TEXT, type SubscribeInput } from "@/lib/subscribers/schema";
import { buttonClass } from "@/components/ui/field";
import { EmailField, PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { INTERESTS } from "@/lib/subscribers/interests";
import { InterestChoices } from "./interest-choices";
import { SubmitButton } from "@/components/ui/submit-button";

const loadSchema = () => import("@/lib/subscribers/schema").then((m) => m.subscribeSchema);

export function SubscribeForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { register, handleSubmit, reset, formState } = useZodForm(loadSchema, {
    defaultValues: { email: "", interests: [...INTERESTS] },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: SubscribeInput) {
    try {
      await apiFetch("/subscribe", { method: "POST", json: values });
      toast.success(SUBSCRIBER_TEXT.subscribed);
      reset();
      onSubscribed();
    } catch (error) {
      toast.error(messageOr(error, SUBSCRIBER_TEXT.subscribeFailed));
    }
  }

  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Subscribe">
      <p className="text-gray-600">
        Get our news, style and entertainment updates and the latest promos. We will ask you to confirm by email.
      </p>
      <EmailField id="subscribe-email" error={errors.email} {...register("email")} />
      <InterestChoices
        id="subscribe-interests"
        field={register("interests")}
        initial={INTERESTS}
        error={errors.interests?.message}
      />
      <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting}>
        {isSubmitting ? "Subscribing..." : "Subscribe"}
      </SubmitButton>
    </PostForm>
  );
}
