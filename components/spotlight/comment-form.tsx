"use client";
// The spotlight comment form: name, email, comment, optional spotlight it is about, and a 1–5 star rating (none
// chosen at first).
import { useId } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api";
import type { SpotlightCommentDto } from "@/lib/data/spotlight-comments";
import type { SpotlightOption } from "@/lib/data/spotlights";
import type { SpotlightComment } from "@/lib/validations/spotlight-comment";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { StarRating } from "@/components/ui/star-rating";
import { CommenterFields } from "./commenter-fields";
import { errorMessages, FormErrors, invalidProps } from "./form-errors";
import { rememberCommenter, useRememberedCommenter } from "@/components/ui/remembered-commenter";
import { useZodForm } from "@/components/ui/use-zod-form";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/validations/spotlight-comment").then((m) => m.spotlightCommentSchema);

type FieldName = "name" | "email" | "content" | "rating" | "spotlightId";
const EMPTY = { name: "", email: "", content: "", rating: 0, spotlightId: "" };

type Props = { spotlights: SpotlightOption[]; onAdded: (comment: SpotlightCommentDto) => void };

export function CommentForm({ spotlights, onAdded }: Props) {
  const id = useId();
  const { register, handleSubmit, control, reset, setValue, formState, preload } = useZodForm(loadSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const messages = errorMessages(errors, ["name", "email", "content", "rating"]);
  const errorsId = `${id}-errors`;
  const invalid = (field: FieldName) => invalidProps(errors, field, errorsId);

  useRememberedCommenter(setValue);

  async function onSubmit(values: SpotlightComment) {
    try {
      const comment = await apiFetch<SpotlightCommentDto>("/style-spotlight/comment", { method: "POST", json: values });
      rememberCommenter(values.name, values.email);
      toast.success("Comment added!");
      reset({ ...EMPTY, name: values.name, email: values.email });
      onAdded(comment);
    } catch {
      toast.error("Failed to post comment.");
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate aria-label="Leave a comment" className="flex flex-col gap-4 rounded-lg bg-gray-50 p-4">
      <h3 className="font-serif text-xl font-bold">Leave a comment</h3>
      <FormErrors id={errorsId} messages={messages} />
      <CommenterFields
        id={id}
        name={{ ...invalid("name"), ...register("name") }}
        email={{ ...invalid("email"), ...register("email") }}
        className="grid gap-4 sm:grid-cols-2"
      />
      <Field id={`${id}-content`} label="Comment">
        <textarea id={`${id}-content`} rows={4} className={inputClass} {...invalid("content")} {...register("content")} />
      </Field>
      <Field id={`${id}-about`} label="About (optional)">
        <select id={`${id}-about`} className={inputClass} {...register("spotlightId")}>
          <option value="">The whole gallery</option>
          {spotlights.map((s) => (
            <option key={s.id} value={s.id}>{s.name}</option>
          ))}
        </select>
      </Field>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarRating value={Number(field.value)} onChange={field.onChange} label="Your rating" />}
      />
      <button type="submit" className={`${buttonClass} self-start`} disabled={isSubmitting}>
        {isSubmitting ? "Posting..." : "Post Comment"}
      </button>
    </form>
  );
}
