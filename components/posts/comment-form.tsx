"use client";
// The post comment form: comment, name, email (required), a 1–5 rating, and "save my info" for next time.
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { apiFetch, isHeld, messageOr } from "@/lib/api/client";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { StarRating } from "@/components/ui/star-rating";
import { forgetCommenter, rememberCommenter, useRememberedCommenter } from "@/components/ui/remembered-commenter";
import { fieldValue, setFieldValue, useSchemaForm } from "@/components/ui/use-schema-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The checkbox is the form's own: it decides what this browser remembers and is never sent.
// Schema and zod load on first focus or submit (see useSchemaForm).
const loadSchema = () =>
  Promise.all([import("@/lib/posts/comment-schema"), import("zod")]).then(([{ postCommentSchema }, { z }]) =>
    postCommentSchema.extend({ saveInfo: z.boolean() }),
  );
type Values = z.output<Awaited<ReturnType<typeof loadSchema>>>;
const DEFAULT_RATING = 5;

export function CommentForm({ slug, onAdded }: { slug: string; onAdded: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const { errors, submitting, preload, onSubmit } = useSchemaForm(loadSchema);

  useRememberedCommenter(({ name, email }) => {
    setFieldValue(formRef.current, "name", name);
    setFieldValue(formRef.current, "email", email);
    setFieldValue(formRef.current, "saveInfo", true);
  });

  const read = (form: HTMLFormElement) => ({
    text: fieldValue(form, "text"),
    name: fieldValue(form, "name"),
    email: fieldValue(form, "email"),
    rating,
    saveInfo: (form.elements.namedItem("saveInfo") as HTMLInputElement | null)?.checked ?? false,
  });

  async function send({ saveInfo, ...comment }: Values, form: HTMLFormElement) {
    try {
      const answer = await apiFetch(`/posts/${slug}/comments`, { method: "POST", json: comment });
      if (saveInfo) rememberCommenter(comment.name, comment.email);
      else forgetCommenter();
      toast.success(isHeld(answer) ? answer.message : "Comment added!");
      form.reset();
      if (saveInfo) {
        setFieldValue(form, "name", comment.name);
        setFieldValue(form, "email", comment.email);
        setFieldValue(form, "saveInfo", true);
      }
      setRating(DEFAULT_RATING);
      onAdded();
    } catch (error) {
      toast.error(messageOr(error, "Failed to post comment."));
    }
  }

  const invalid = (name: "text" | "name" | "email") => ({
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `comment-${name}-error` : undefined,
  });

  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={onSubmit(read, send)}
      onFocus={preload}
      noValidate
      className="mt-8 flex flex-col gap-4 rounded-lg bg-gray-50 p-4"
      aria-label="Leave a comment"
    >
      <h3 className="font-serif text-xl font-bold">Leave a comment</h3>
      <Field id="comment-text" label="Comment" error={errors.text?.message}>
        <textarea id="comment-text" name="text" rows={4} className={inputClass} {...invalid("text")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="comment-name" label="Name" error={errors.name?.message}>
          <input id="comment-name" name="name" className={inputClass} autoComplete="name" {...invalid("name")} />
        </Field>
        <Field id="comment-email" label="Email (never shown)" error={errors.email?.message}>
          <input
            id="comment-email"
            name="email"
            type="email"
            className={inputClass}
            autoComplete="email"
            {...invalid("email")}
          />
        </Field>
      </div>
      <StarRating value={rating} onChange={setRating} label="Your rating" />
      {(errors.rating ?? errors.form) && (
        <p role="alert" className="text-sm text-red-700">
          {(errors.rating ?? errors.form)?.message}
        </p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="saveInfo" /> Save my name and email in this browser for the next time I comment.
      </label>
      <SubmitButton className={`${buttonClass} self-start`} busy={submitting}>
        {submitting ? "Posting..." : "Post Comment"}
      </SubmitButton>
    </form>
  );
}
