"use client";
// The spotlight comment form: name, email, comment, optional spotlight it is about, and an optional 1–5 star rating
// (none chosen at first; a comment posted without stars carries no rating, as in the spec's form).
import { useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, commentFailure, isHeld, type HeldComment } from "@/lib/api/client";
import type { SpotlightCommentDto } from "@/lib/spotlights/comments";
import type { SpotlightOption } from "@/lib/spotlights/spotlights";
import type { SpotlightComment } from "@/lib/spotlights/comment-schema";
import { buttonClass, Field, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { StarRating } from "@/components/ui/star-rating";
import { CommenterFields } from "./commenter-fields";
import { errorMessages, FormErrors, invalidProps } from "./form-errors";
import { rememberCommenter, useRememberedCommenter } from "@/components/ui/remembered-commenter";
import { fieldValue, setFieldValue, useSchemaForm } from "@/components/ui/use-schema-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useSchemaForm).
const loadSchema = () => import("@/lib/spotlights/comment-schema").then((m) => m.spotlightCommentSchema);

type FieldName = "name" | "email" | "content" | "rating" | "spotlightId";
type Props = { spotlights: SpotlightOption[]; onAdded: (comment: SpotlightCommentDto) => void };

export function CommentForm({ spotlights, onAdded }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const { errors, submitting, preload, onSubmit } = useSchemaForm(loadSchema);
  const messages = errorMessages(errors, ["name", "email", "content", "rating", "form"]);
  const errorsId = `${id}-errors`;
  const invalid = (field: FieldName) => invalidProps(errors, field, errorsId);

  useRememberedCommenter(({ name, email }) => {
    setFieldValue(formRef.current, "name", name);
    setFieldValue(formRef.current, "email", email);
  });

  const read = (form: HTMLFormElement) => ({
    name: fieldValue(form, "name"),
    email: fieldValue(form, "email"),
    content: fieldValue(form, "content"),
    spotlightId: fieldValue(form, "spotlightId"),
    rating,
  });

  async function send(values: SpotlightComment, form: HTMLFormElement) {
    try {
      const comment = await apiFetch<SpotlightCommentDto | HeldComment>("/style-spotlight/comment", {
        method: "POST",
        json: values,
      });
      rememberCommenter(values.name, values.email);
      toast.success(isHeld(comment) ? comment.message : "Comment added!");
      form.reset();
      setFieldValue(form, "name", values.name);
      setFieldValue(form, "email", values.email);
      setRating(0);
      if (!isHeld(comment)) onAdded(comment);
    } catch (error) {
      toast.error(commentFailure(error, "Failed to post comment."));
    }
  }

  return (
    <PostForm
      ref={formRef}
      onSubmit={onSubmit(read, send)}
      onFocus={preload}
      aria-label="Leave a comment"
      className="flex flex-col gap-4 rounded-lg bg-gray-50 p-4"
    >
      <h3 className="font-serif text-xl font-bold">Leave a comment</h3>
      <FormErrors id={errorsId} messages={messages} />
      <CommenterFields id={id} name={invalid("name")} email={invalid("email")} className="grid gap-4 sm:grid-cols-2" />
      <Field id={`${id}-content`} label="Comment">
        <textarea id={`${id}-content`} name="content" rows={4} className={inputClass} {...invalid("content")} />
      </Field>
      <Field id={`${id}-about`} label="About (optional)">
        <select id={`${id}-about`} name="spotlightId" className={inputClass} defaultValue="">
          <option value="">The whole gallery</option>
          {spotlights.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <StarRating value={rating} onChange={setRating} label="Your rating (optional)" />
      <SubmitButton className={`${buttonClass} self-start`} busy={submitting}>
        {submitting ? "Posting..." : "Post Comment"}
      </SubmitButton>
    </PostForm>
  );
}
