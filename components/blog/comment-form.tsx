"use client";
// The post comment form: comment, name, email (required), a 1–5 rating, and "save my info" for next time.
import { Controller } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { apiFetch, messageOr } from "@/lib/client/api";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { StarRating } from "@/components/ui/star-rating";
import { forgetCommenter, rememberCommenter, useRememberedCommenter } from "@/components/ui/remembered-commenter";
import { useZodForm } from "@/components/ui/use-zod-form";

// The checkbox is the form's own: it decides what this browser remembers and is never sent.
// Schema and zod load on first focus or submit (see useZodForm).
const loadSchema = () =>
  Promise.all([import("@/lib/validations/post-comment"), import("zod")]).then(([{ postCommentSchema }, { z }]) =>
    postCommentSchema.extend({ saveInfo: z.boolean() }),
  );
type Values = z.output<Awaited<ReturnType<typeof loadSchema>>>;

export function CommentForm({ slug, onAdded }: { slug: string; onAdded: () => void }) {
  const { register, handleSubmit, control, reset, setValue, formState, preload } = useZodForm(loadSchema, {
    defaultValues: { text: "", name: "", email: "", rating: 5, saveInfo: false },
  });
  const { errors, isSubmitting } = formState;

  useRememberedCommenter(setValue, () => setValue("saveInfo", true));

  async function onSubmit({ saveInfo, ...comment }: Values) {
    try {
      await apiFetch(`/posts/${slug}/comments`, { method: "POST", json: comment });
      if (saveInfo) rememberCommenter(comment.name, comment.email);
      else forgetCommenter();
      toast.success("Comment added!");
      reset({ text: "", rating: 5, name: saveInfo ? comment.name : "", email: saveInfo ? comment.email : "", saveInfo });
      onAdded();
    } catch (error) {
      toast.error(messageOr(error, "Failed to post comment."));
    }
  }

  const describedBy = (name: "text" | "name" | "email") => (errors[name] ? `comment-${name}-error` : undefined);

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate className="mt-8 flex flex-col gap-4 rounded-lg bg-gray-50 p-4" aria-label="Leave a comment">
      <h3 className="font-serif text-xl font-bold">Leave a comment</h3>
      <Field id="comment-text" label="Comment" error={errors.text?.message}>
        <textarea id="comment-text" rows={4} className={inputClass} aria-invalid={!!errors.text} aria-describedby={describedBy("text")} {...register("text")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="comment-name" label="Name" error={errors.name?.message}>
          <input id="comment-name" className={inputClass} autoComplete="name" aria-invalid={!!errors.name} aria-describedby={describedBy("name")} {...register("name")} />
        </Field>
        <Field id="comment-email" label="Email (never shown)" error={errors.email?.message}>
          <input id="comment-email" type="email" className={inputClass} autoComplete="email" aria-invalid={!!errors.email} aria-describedby={describedBy("email")} {...register("email")} />
        </Field>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarRating value={Number(field.value)} onChange={field.onChange} label="Your rating" />}
      />
      {errors.rating && <p role="alert" className="text-sm text-red-700">{errors.rating.message}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("saveInfo")} /> Save my name and email in this browser for the next time I comment.
      </label>
      <button type="submit" className={`${buttonClass} self-start`} disabled={isSubmitting}>
        {isSubmitting ? "Posting..." : "Post Comment"}
      </button>
    </form>
  );
}
