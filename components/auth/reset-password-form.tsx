"use client";
// /reset-password/{token}: a new password twice; on success, off to /login.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";
import type { ResetPasswordFormInput } from "@/lib/accounts/schema";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/accounts/schema").then((m) => m.resetPasswordFormSchema);

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { register, setError, formState, formProps } = useZodForm(loadSchema);
  const { errors, isSubmitting } = formState;

  async function onSubmit({ newPassword }: ResetPasswordFormInput) {
    try {
      const result = await apiFetch<{ message: string }>("/reset-password", {
        method: "POST",
        json: { token, newPassword },
      });
      toast.success(result.message);
      router.push("/login");
    } catch (error) {
      setError("root", { message: messageOr(error, "Error resetting password") });
    }
  }

  return (
    <PostForm {...formProps(onSubmit)} className="flex flex-col gap-4" aria-label="Choose a new password">
      <Field id="new-password" label="New password" error={errors.newPassword?.message}>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...register("newPassword")}
        />
      </Field>
      <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        <input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...register("confirmPassword")}
        />
      </Field>
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? "Saving..." : "Reset Password"}</SubmitButton>
    </PostForm>
  );
}
