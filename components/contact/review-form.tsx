"use client";
// The review form: name, email and message required, an optional 1–5 rating (5 unless changed).
import { Controller } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";
import type { Review } from "@/lib/reviews/schema";
import { buttonClass } from "@/components/ui/field";
import { EmailField, PostForm, TextAreaField, TextField } from "@/components/ui/text-field";
import { StarRating } from "@/components/ui/star-rating";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/reviews/schema").then((m) => m.reviewSchema);

export const REVIEW_TEXTS = {
  success: "Thank you for your review!",
  failure: "Failed to submit data. Please try again.",
  submitting: "Submitting....",
} as const;

const empty = { name: "", email: "", message: "", rating: 5 };

export function ReviewForm({ onAdded }: { onAdded: () => void }) {
  const { register, control, reset, formState, formProps } = useZodForm(loadSchema, {
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Review) {
    try {
      await apiFetch("/contacts", { method: "POST", json: values });
      toast.success(REVIEW_TEXTS.success);
      reset(empty);
      onAdded();
    } catch {
      toast.error(REVIEW_TEXTS.failure);
    }
  }

  return (
    <PostForm
      {...formProps(onSubmit)}
      aria-label="Leave a review"
      className="flex flex-col gap-4 rounded-lg bg-gray-50 p-6"
    >
      <h2 className="font-serif text-2xl font-bold">Leave a review</h2>
      <p className="text-sm text-gray-600">Your email is only for our team and is never shown on the site.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="review-name" label="Name" error={errors.name} autoComplete="name" {...register("name")} />
        <EmailField id="review-email" error={errors.email} {...register("email")} />
      </div>
      <TextAreaField id="review-message" label="Message" error={errors.message} rows={5} {...register("message")} />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRating value={Number(field.value)} onChange={field.onChange} label="Your rating (optional)" />
        )}
      />
      {errors.rating && (
        <p role="alert" className="text-sm text-red-700">
          {errors.rating.message}
        </p>
      )}
      <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting}>
        {isSubmitting ? REVIEW_TEXTS.submitting : "Submit"}
      </SubmitButton>
    </PostForm>
  );
}
