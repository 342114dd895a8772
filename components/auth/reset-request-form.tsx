"use client";
// Ask for a password reset link: the stand-alone /forgot-password page and the reset mode of /login share this form;
// only their texts differ (the spec gives each its own).
import { useState } from "react";
import { apiFetch, messageOr } from "@/lib/api/client";
import { EmailField, PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/accounts/schema").then((m) => m.resetRequestSchema);

const VARIANTS = {
  page: {
    label: "Forgot password",
    fieldId: "forgot-email",
    sent: () => "Password reset link sent to your email.",
    failed: () => "Something went wrong.",
  },
  login: {
    label: "Reset password",
    fieldId: "reset-email",
    sent: (message: string) => message || "✅ If this email is registered, a reset link has been sent.",
    failed: (error: unknown) => messageOr(error, "❌ Failed to send reset link."),
  },
} as const;

type Props = { variant: keyof typeof VARIANTS; onBack?: () => void };

export function ResetRequestForm({ variant, onBack }: Props) {
  const texts = VARIANTS[variant];
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, formState, formProps } = useZodForm(loadSchema, { defaultValues: { email: "" } });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: { email: string }) {
    try {
      const reply = await apiFetch<{ message?: string }>("/request-password-reset", { method: "POST", json: values });
      setResult({ ok: true, text: texts.sent(reply.message ?? "") });
    } catch (error) {
      setResult({ ok: false, text: texts.failed(error) });
    }
  }

  return (
    <PostForm {...formProps(onSubmit)} className="flex flex-col gap-4" aria-label={texts.label}>
      <EmailField id={texts.fieldId} error={errors.email} {...register("email")} />
      {result && (
        <p role="status" className={`text-sm ${result.ok ? "text-green-700" : "text-red-700"}`}>
          {result.text}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? "Sending..." : "Send Reset Link"}</SubmitButton>
      {onBack && (
        <button type="button" className="self-start text-sm underline" onClick={onBack}>
          Back to Login
        </button>
      )}
    </PostForm>
  );
}
