"use client";
// The "Become a Partner" form, loaded only when its modal first opens (see ./partnership-request.tsx): react-hook-form
// and the schema are not part of the home page's first load.
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";
import { PARTNERSHIP_TEXT, type PartnershipInput } from "@/lib/partners/schema";
import { buttonClass, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";

const ERROR_ID = "partnership-error";
const loadSchema = () => import("@/lib/partners/schema").then((m) => m.partnershipSchema);

export function PartnershipForm({ onSent }: { onSent: () => void }) {
  const { register, handleSubmit, reset, formState } = useZodForm(loadSchema, {
    defaultValues: { name: "", email: "", message: "" },
  });
  const { errors, isSubmitting } = formState;
  // One line for the whole form: the spec has one message for any empty field.
  const error = errors.name?.message ?? errors.email?.message ?? errors.message?.message;
  const invalid = (name: keyof PartnershipInput) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": ERROR_ID } : {};

  async function onSubmit(values: PartnershipInput) {
    try {
      await apiFetch("/partnership", { method: "POST", json: values });
      toast.success(PARTNERSHIP_TEXT.sent);
      reset();
      onSent();
    } catch {
      toast.error(PARTNERSHIP_TEXT.failed);
    }
  }

  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Partnership request">
      <p className="text-gray-600">Tell us who you are and what you have in mind. Our team will get back to you.</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="partner-name" className="text-sm font-medium">
          Name
        </label>
        <input
          id="partner-name"
          autoComplete="name"
          className={inputClass}
          {...invalid("name")}
          {...register("name")}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="partner-email" className="text-sm font-medium">
          Email
        </label>
        <input
          id="partner-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          {...invalid("email")}
          {...register("email")}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="partner-message" className="text-sm font-medium">
          Message
        </label>
        <textarea
          id="partner-message"
          rows={4}
          className={inputClass}
          {...invalid("message")}
          {...register("message")}
        />
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Request"}
      </SubmitButton>
    </PostForm>
  );
}
