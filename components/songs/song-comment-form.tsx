"use client";
// Add a comment to a song: an optional name (blank shows as "Anonymous"), an optional email (never shown; like the other
// comment forms' email, it lets a ban name the commenter) and the comment. Blank text does nothing.
import { toast } from "@/components/ui/toast";
import { apiFetch, commentFailure, isHeld, type HeldComment } from "@/lib/api/client";
import type { SongCommentDto } from "@/lib/songs/songs";
import type { SongCommentInput } from "@/lib/songs/schema";
import { buttonClass, Field, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";

const loadSchema = () => import("@/lib/songs/schema").then((m) => m.songCommentSchema);

export function SongCommentForm({ slug, onAdded }: { slug: string; onAdded: (comment: SongCommentDto) => void }) {
  const { register, handleSubmit, reset, getValues, formState } = useZodForm(loadSchema, {
    defaultValues: { username: "", email: "", text: "" },
  });
  const { errors, isSubmitting } = formState;
  // The spec wants blank comments ignored silently; only a real problem (too long) is explained.
  const textError = errors.text?.type === "too_small" ? undefined : errors.text?.message;

  async function onSubmit(values: SongCommentInput) {
    try {
      const comment = await apiFetch<SongCommentDto | HeldComment>(`/addComment/${slug}`, {
        method: "POST",
        json: values,
      });
      reset({ username: getValues("username"), email: getValues("email"), text: "" });
      if (isHeld(comment)) return void toast.success(comment.message);
      toast.success("Comment added!");
      onAdded(comment);
    } catch (error) {
      toast.error(commentFailure(error, "Failed to add comment."));
    }
  }

  return (
    <PostForm
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-3 border-t border-gray-200 pt-4"
      aria-label="Add a comment"
    >
      <Field id={`${slug}-username`} label="Your name (optional)" error={errors.username?.message}>
        <input
          id={`${slug}-username`}
          className={inputClass}
          autoComplete="name"
          maxLength={60}
          {...register("username")}
        />
      </Field>
      <Field id={`${slug}-email`} label="Your email (optional, never shown)" error={errors.email?.message}>
        <input
          id={`${slug}-email`}
          type="email"
          className={inputClass}
          autoComplete="email"
          maxLength={254}
          {...register("email")}
        />
      </Field>
      <Field id={`${slug}-text`} label="Comment" error={textError}>
        <textarea
          id={`${slug}-text`}
          rows={3}
          className={inputClass}
          maxLength={1000}
          aria-invalid={!!textError}
          {...register("text")}
        />
      </Field>
      <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting}>
        {isSubmitting ? "Adding..." : "Add"}
      </SubmitButton>
    </PostForm>
  );
}
